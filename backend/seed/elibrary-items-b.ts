import type { TELibraryItemSeed } from './elibrary-items-a'

export const ELIBRARY_ITEMS_B: TELibraryItemSeed[] = [
  {
    kind: 'video',
    topics: ['sustainable'],
    date: '2022-11-28',
    title: { id: 'Membangun Jalan Tol yang Tangguh Iklim', en: 'Building Climate-Resilient Toll Roads' },
    excerpt: {
      id: 'Bagaimana desain drainase dan material baru membuat jalan tol lebih tahan terhadap banjir.',
      en: 'How drainage design and new materials make toll roads more resistant to flooding.',
    },
    body: {
      id: ['Video ini menampilkan contoh penerapan standar ketahanan iklim pada ruas tol di Sumatra.'],
      en: ['The video shows climate-resilience standards applied on a toll section in Sumatra.'],
    },
    videoUrl: 'https://youtu.be/aqz-KE-bpKQ',
  },
  {
    kind: 'toolkit',
    topics: ['risk', 'ppp'],
    date: '2022-09-15',
    title: { id: 'Matriks Alokasi Risiko Proyek KPBU', en: 'PPP Project Risk Allocation Matrix' },
    excerpt: {
      id: 'Matriks siap pakai untuk memetakan risiko dan pihak yang paling mampu menanggungnya.',
      en: 'A ready-to-use matrix to map risks to the party best able to bear them.',
    },
    body: {
      id: ['Matriks mencakup risiko lahan, desain, konstruksi, operasi, permintaan, dan politik.'],
      en: ['The matrix covers land, design, construction, operation, demand and political risk.'],
    },
    file: true,
  },
  {
    kind: 'chapter',
    topics: ['finance'],
    date: '2022-06-01',
    title: { id: 'Bab 5: Struktur Pembiayaan Proyek', en: 'Chapter 5: Project Finance Structures' },
    excerpt: {
      id: 'Ekuitas, utang senior, dan dukungan pemerintah dalam struktur pembiayaan proyek.',
      en: 'Equity, senior debt and government support in a project finance structure.',
    },
    body: {
      id: ['Bab ini menjelaskan rasio utang terhadap ekuitas dan persyaratan kreditur yang umum.'],
      en: ['This chapter explains debt-to-equity ratios and typical lender requirements.'],
    },
    file: true,
  },
  {
    kind: 'reports',
    topics: ['regional'],
    date: '2022-03-22',
    title: { id: 'Kajian Kesiapan Proyek Infrastruktur Daerah', en: 'Regional Infrastructure Project Readiness Review' },
    excerpt: {
      id: 'Penilaian kesiapan 40 proyek daerah berdasarkan dokumen, lahan, dan dukungan pendanaan.',
      en: 'A readiness assessment of 40 regional projects by documents, land and funding support.',
    },
    body: {
      id: ['Kajian menemukan bahwa pembebasan lahan masih menjadi hambatan utama di tingkat daerah.'],
      en: ['The review finds land acquisition is still the main obstacle at the regional level.'],
    },
  },
  {
    kind: 'case-study',
    topics: ['sustainable', 'finance'],
    date: '2021-12-06',
    title: { id: 'Studi Kasus: Obligasi Hijau untuk Transportasi', en: 'Case Study: Green Bonds for Transport' },
    excerpt: {
      id: 'Penerbitan obligasi hijau pertama untuk proyek kereta perkotaan dan pelajaran yang dipetik.',
      en: 'The first green bond issued for an urban rail project and the lessons learned.',
    },
    body: {
      id: ['Studi kasus ini membahas kerangka obligasi hijau, verifikasi pihak ketiga, dan pelaporan dampak.'],
      en: ['The case covers the green bond framework, third-party verification and impact reporting.'],
    },
  },
  {
    kind: 'audio',
    topics: ['governance'],
    date: '2021-08-30',
    title: { id: 'Siniar: Transparansi dalam Pengadaan', en: 'Podcast: Transparency in Procurement' },
    excerpt: {
      id: 'Cara membuka informasi pengadaan tanpa mengganggu proses lelang yang kompetitif.',
      en: 'How to open up procurement information without harming a competitive tender.',
    },
    body: {
      id: ['Narasumber membahas keterbukaan dokumen lelang dan peran masyarakat sipil.'],
      en: ['Guests discuss publishing tender documents and the role of civil society.'],
    },
    audio: true,
  },
  {
    kind: 'opinion',
    topics: ['finance'],
    date: '2021-05-17',
    title: { id: 'Opini: Peran Dana Pensiun dalam Infrastruktur', en: 'Opinion: The Role of Pension Funds in Infrastructure' },
    excerpt: {
      id: 'Dana jangka panjang cocok untuk aset jangka panjang, tetapi regulasinya perlu menyesuaikan.',
      en: 'Long-term money suits long-term assets, but the rules need to catch up.',
    },
    body: {
      id: ['Penulis mengusulkan instrumen yang memungkinkan dana pensiun masuk setelah masa konstruksi.'],
      en: ['The author proposes instruments that let pension funds enter after construction.'],
    },
  },
  {
    kind: 'webinar',
    topics: ['regional'],
    date: '2020-11-10',
    title: { id: 'Rekaman Webinar: KPBU Skala Kecil di Daerah', en: 'Webinar Recording: Small-Scale PPP in the Regions' },
    excerpt: {
      id: 'Contoh KPBU penerangan jalan umum dan pengelolaan sampah di kabupaten dan kota.',
      en: 'Examples of street-lighting and waste PPPs in districts and cities.',
    },
    body: {
      id: ['Webinar ini menghadirkan kepala daerah yang telah menjalankan KPBU skala kecil.'],
      en: ['The webinar features regional heads who have run small-scale PPPs.'],
    },
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    kind: 'policy-brief',
    topics: ['sustainable'],
    date: '2020-07-07',
    title: { id: 'Ringkasan Kebijakan: Standar Infrastruktur Hijau', en: 'Policy Brief: Green Infrastructure Standards' },
    excerpt: {
      id: 'Usulan standar nasional untuk menilai kinerja lingkungan proyek infrastruktur.',
      en: 'A proposed national standard for rating the environmental performance of projects.',
    },
    body: {
      id: ['Ringkasan ini membandingkan standar internasional dan menyarankan adopsi bertahap.'],
      en: ['The brief compares international standards and suggests a phased adoption.'],
    },
  },
  {
    kind: 'external-resource',
    topics: ['sustainable', 'risk'],
    date: '2019-10-01',
    title: { id: 'Global Infrastructure Hub', en: 'Global Infrastructure Hub' },
    excerpt: {
      id: 'Data, alat, dan kajian tentang investasi infrastruktur dari lembaga bentukan G20.',
      en: 'Data, tools and studies on infrastructure investment from a G20-founded body.',
    },
    body: {
      id: ['Tautan ke situs eksternal Global Infrastructure Hub.'],
      en: ['A link to the Global Infrastructure Hub website.'],
    },
    externalUrl: 'https://www.gihub.org/',
  },
  {
    kind: 'others',
    topics: ['risk'],
    date: '2019-04-15',
    title: { id: 'Infografis: Siklus Hidup Proyek Infrastruktur', en: 'Infographic: The Infrastructure Project Life Cycle' },
    excerpt: {
      id: 'Satu halaman yang merangkum tahap perencanaan, penyiapan, transaksi, dan pengelolaan kontrak.',
      en: 'One page summing up planning, preparation, transaction and contract management.',
    },
    body: {
      id: ['Infografis ini dapat dicetak dan digunakan sebagai bahan pelatihan.'],
      en: ['The infographic can be printed and used as training material.'],
    },
    file: true,
  },
]
