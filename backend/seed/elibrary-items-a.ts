import type { TELibraryKind } from '../../lib/contracts/elibrary/kinds'
import type { TTopicKey } from './elibrary-taxonomy'
import type { TBilingual } from './types'

export type TELibraryItemSeed = {
  kind: TELibraryKind
  topics: TTopicKey[]
  date: string
  title: TBilingual
  excerpt: TBilingual
  body: Record<'id' | 'en', string[]>
  videoUrl?: string
  audio?: boolean
  file?: boolean
  externalUrl?: string
  featured?: boolean
  highlight?: boolean
}

export const ELIBRARY_ITEMS_A: TELibraryItemSeed[] = [
  {
    kind: 'video',
    topics: ['ppp'],
    date: '2025-03-12',
    title: { id: 'Pengantar Skema KPBU untuk Pemerintah Daerah', en: 'An Introduction to PPP Schemes for Local Governments' },
    excerpt: {
      id: 'Video singkat tentang tahapan KPBU, dari identifikasi proyek hingga penandatanganan perjanjian kerja sama.',
      en: 'A short video on the stages of a PPP, from project identification to signing the cooperation agreement.',
    },
    body: {
      id: ['Video ini menjelaskan peran Penanggung Jawab Proyek Kerja Sama (PJPK) di setiap tahap KPBU.', 'Cocok sebagai bahan awal bagi aparatur daerah yang baru menangani proyek KPBU.'],
      en: ['This video explains the role of the Government Contracting Agency (GCA) at each PPP stage.', 'A good starting point for local officials handling their first PPP project.'],
    },
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    featured: true,
    highlight: true,
  },
  {
    kind: 'toolkit',
    topics: ['finance', 'ppp'],
    date: '2025-02-03',
    title: { id: 'Perangkat Kerja Analisis Nilai Manfaat Uang (VfM)', en: 'Value for Money (VfM) Analysis Toolkit' },
    excerpt: {
      id: 'Templat dan panduan langkah demi langkah untuk membandingkan KPBU dengan pengadaan konvensional.',
      en: 'A template and step-by-step guide to compare a PPP with conventional procurement.',
    },
    body: {
      id: ['Perangkat kerja ini memuat templat perhitungan Public Sector Comparator beserta contoh pengisiannya.', 'Unduh berkas terlampir untuk mulai menggunakan templat.'],
      en: ['The toolkit contains a Public Sector Comparator template with a worked example.', 'Download the attached file to start using the template.'],
    },
    file: true,
    highlight: true,
  },
  {
    kind: 'chapter',
    topics: ['governance'],
    date: '2024-11-20',
    title: { id: 'Bab 3: Kerangka Regulasi KPBU di Indonesia', en: 'Chapter 3: The Regulatory Framework of PPP in Indonesia' },
    excerpt: {
      id: 'Ringkasan Perpres 38/2015 dan peraturan turunannya, serta implikasinya bagi penyiapan proyek.',
      en: 'A summary of Presidential Regulation 38/2015 and its implementing rules, and what they mean for project preparation.',
    },
    body: {
      id: ['Bab ini membahas hierarki regulasi KPBU, mulai dari undang-undang sektoral hingga peraturan menteri.', 'Setiap subbab ditutup dengan daftar periksa kepatuhan untuk PJPK.'],
      en: ['This chapter walks through the hierarchy of PPP rules, from sector laws to ministerial regulations.', 'Each section ends with a compliance checklist for contracting agencies.'],
    },
    file: true,
    featured: true,
  },
  {
    kind: 'others',
    topics: ['sustainable'],
    date: '2024-09-02',
    title: { id: 'Glosarium Infrastruktur Berkelanjutan', en: 'Glossary of Sustainable Infrastructure' },
    excerpt: {
      id: 'Daftar istilah penting seputar infrastruktur hijau, ketahanan iklim, dan pembiayaan berkelanjutan.',
      en: 'Key terms on green infrastructure, climate resilience and sustainable finance.',
    },
    body: {
      id: ['Glosarium ini disusun untuk menyamakan pemahaman istilah di antara perencana, pemodal, dan regulator.'],
      en: ['The glossary aligns the vocabulary of planners, financiers and regulators.'],
    },
  },
  {
    kind: 'case-study',
    topics: ['ppp', 'regional'],
    date: '2024-06-18',
    title: { id: 'Studi Kasus: SPAM Regional Umbulan', en: 'Case Study: The Umbulan Regional Water Supply' },
    excerpt: {
      id: 'Pelajaran dari proyek air minum KPBU pertama yang mencapai pembiayaan di Jawa Timur.',
      en: 'Lessons from the first water-supply PPP to reach financial close in East Java.',
    },
    body: {
      id: ['Studi kasus ini menelusuri struktur dukungan pemerintah dan pembagian risiko pada proyek Umbulan.', 'Tersedia pula pertanyaan diskusi untuk kelas dan lokakarya.'],
      en: ['The case traces the government support structure and risk allocation of the Umbulan project.', 'Discussion questions for classes and workshops are included.'],
    },
    file: true,
  },
  {
    kind: 'reports',
    topics: ['finance'],
    date: '2024-03-05',
    title: { id: 'Laporan Tahunan Pembiayaan Infrastruktur 2023', en: 'Infrastructure Finance Annual Report 2023' },
    excerpt: {
      id: 'Tren pendanaan, instrumen baru, dan proyek yang mencapai pembiayaan sepanjang 2023.',
      en: 'Funding trends, new instruments and projects that reached financial close in 2023.',
    },
    body: {
      id: ['Laporan ini merangkum data pembiayaan dari perbankan, pasar modal, dan lembaga multilateral.'],
      en: ['The report brings together financing data from banks, capital markets and multilateral institutions.'],
    },
    file: true,
  },
  {
    kind: 'audio',
    topics: ['risk'],
    date: '2023-12-11',
    title: { id: 'Siniar: Mengelola Risiko Konstruksi', en: 'Podcast: Managing Construction Risk' },
    excerpt: {
      id: 'Perbincangan dengan praktisi tentang cara mengidentifikasi dan mengalokasikan risiko konstruksi.',
      en: 'A conversation with practitioners on identifying and allocating construction risk.',
    },
    body: {
      id: ['Episode ini membahas matriks risiko, asuransi konstruksi, dan mekanisme klaim.'],
      en: ['This episode covers risk matrices, construction insurance and claim mechanisms.'],
    },
    audio: true,
  },
  {
    kind: 'opinion',
    topics: ['governance', 'sustainable'],
    date: '2023-10-23',
    title: { id: 'Opini: Tata Kelola yang Baik Dimulai dari Perencanaan', en: 'Opinion: Good Governance Starts with Planning' },
    excerpt: {
      id: 'Mengapa kualitas studi pendahuluan menentukan keberhasilan proyek infrastruktur.',
      en: 'Why the quality of the outline business case decides the success of an infrastructure project.',
    },
    body: {
      id: ['Penulis berpendapat bahwa investasi waktu di tahap perencanaan mengurangi renegosiasi kontrak di kemudian hari.'],
      en: ['The author argues that time invested in planning reduces contract renegotiation later on.'],
    },
  },
  {
    kind: 'webinar',
    topics: ['ppp', 'finance'],
    date: '2023-08-14',
    title: { id: 'Rekaman Webinar: Skema Pembayaran Ketersediaan Layanan', en: 'Webinar Recording: Availability Payment Schemes' },
    excerpt: {
      id: 'Diskusi panel tentang penerapan Availability Payment di proyek jalan dan rumah sakit.',
      en: 'A panel discussion on availability payments in road and hospital projects.',
    },
    body: {
      id: ['Narasumber berbagi pengalaman menyusun indikator kinerja dan mekanisme pengurangan pembayaran.'],
      en: ['Speakers share how they set performance indicators and payment deduction mechanisms.'],
    },
    videoUrl: 'https://vimeo.com/1084537',
  },
  {
    kind: 'policy-brief',
    topics: ['regional', 'governance'],
    date: '2023-05-09',
    title: { id: 'Ringkasan Kebijakan: Kapasitas Fiskal Daerah untuk KPBU', en: 'Policy Brief: Regional Fiscal Capacity for PPP' },
    excerpt: {
      id: 'Rekomendasi agar pemerintah daerah dapat memenuhi kewajiban pembayaran jangka panjang.',
      en: 'Recommendations so local governments can meet long-term payment obligations.',
    },
    body: {
      id: ['Ringkasan ini mengusulkan batas kewajiban tahunan dan mekanisme pengawasan oleh DPRD.'],
      en: ['The brief proposes an annual obligation ceiling and oversight by the regional parliament.'],
    },
    file: true,
  },
  {
    kind: 'external-resource',
    topics: ['ppp'],
    date: '2023-02-20',
    title: { id: 'Pusat Sumber Daya KPBU Bank Dunia', en: 'World Bank PPP Resource Center' },
    excerpt: {
      id: 'Kumpulan contoh kontrak, peraturan, dan panduan KPBU dari berbagai negara.',
      en: 'Sample contracts, laws and PPP guidance from many countries.',
    },
    body: {
      id: ['Tautan ke situs eksternal yang dikelola Bank Dunia.'],
      en: ['A link to an external site run by the World Bank.'],
    },
    externalUrl: 'https://ppp.worldbank.org/public-private-partnership/',
  },
]
