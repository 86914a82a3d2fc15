import { STREAM_LINK, VENUES, ZOOM_LINK, type TEventSeed } from './event-seed-types'

/** Upcoming events, 5 to 90 days after the seed run (7: the section pages beyond its first 6). */
export const UPCOMING_EVENTS: TEventSeed[] = [
  {
    daysFromNow: 5, start: '09:00', end: '12:00', format: 'online', topics: ['education', 'ppp'], highlight: true,
    onlineUrl: ZOOM_LINK, capacity: 500, registration: { closesInDays: 4 }, speakers: ['bagus', 'sri'],
    title: { id: 'Webinar: Dasar-Dasar KPBU untuk Aparatur Daerah', en: 'Webinar: PPP Fundamentals for Regional Officials' },
    summary: {
      id: 'Memahami siklus Kerja Sama Pemerintah dan Badan Usaha dari perencanaan hingga transaksi, dengan contoh proyek daerah.',
      en: 'The public-private partnership cycle from planning to transaction, illustrated with regional projects.',
    },
    body: {
      id: [
        'Webinar ini memperkenalkan tahapan KPBU sesuai regulasi nasional: identifikasi proyek, penyiapan prastudi kelayakan, transaksi, hingga manajemen kontrak.',
        'Peserta yang disasar adalah aparatur Bappeda, dinas teknis, dan simpul KPBU di provinsi serta kabupaten/kota yang sedang menyiapkan proyek pertama mereka.',
      ],
      en: [
        'This webinar introduces the stages of a PPP under national regulation: project identification, the outline business case, the transaction and contract management.',
        'It is meant for officials of planning agencies, technical offices and PPP units in provinces, districts and cities preparing their first project.',
      ],
    },
  },
  {
    daysFromNow: 12, days: 2, start: '08:30', end: '16:30', format: 'offline', topics: ['education', 'finance'],
    venue: VENUES.jakarta, capacity: 40, registration: { closesInDays: 7 }, speakers: ['andreas', 'dimas'],
    title: { id: 'Lokakarya Pemodelan Keuangan Proyek Infrastruktur', en: 'Workshop: Financial Modelling for Infrastructure Projects' },
    summary: {
      id: 'Dua hari praktik menyusun model keuangan proyek: arus kas, struktur pendanaan, rasio kelayakan, dan analisis sensitivitas.',
      en: 'Two hands-on days building a project financial model: cash flows, funding structure, bankability ratios and sensitivity analysis.',
    },
    body: {
      id: [
        'Peserta membangun model keuangan sebuah proyek jalan tol secara bertahap, mulai dari asumsi konstruksi dan pendapatan hingga perhitungan DSCR dan IRR ekuitas.',
        'Bawa laptop dengan aplikasi lembar kerja. Kursi terbatas agar setiap peserta mendapat pendampingan langsung dari fasilitator.',
      ],
      en: [
        'Participants build the financial model of a toll-road project step by step, from construction and revenue assumptions to DSCR and equity IRR.',
        'Bring a laptop with a spreadsheet application. Seats are limited so that every participant gets direct support from the facilitators.',
      ],
    },
  },
  {
    daysFromNow: 21, start: '13:00', end: '16:00', format: 'hybrid', topics: ['outreach', 'regional', 'ppp'],
    venue: VENUES.surabaya, onlineUrl: STREAM_LINK, onlineLinkPublic: true, capacity: 120, registration: {},
    speakers: ['sri', 'bagus', 'hendra'],
    title: { id: 'Forum Daerah: Menyiapkan Proyek KPBU Air Minum', en: 'Regional Forum: Preparing Water-Supply PPP Projects' },
    summary: {
      id: 'Pemerintah daerah, PDAM, dan calon investor membahas cara menyusun proyek air minum yang layak dibiayai.',
      en: 'Local governments, water utilities and prospective investors discuss how to shape water-supply projects that can be financed.',
    },
    body: {
      id: [
        'Forum ini mempertemukan pemerintah kabupaten/kota di Jawa Timur dengan perusahaan daerah air minum dan pelaku usaha untuk membahas tarif, dukungan pemerintah, dan pembagian risiko.',
        'Acara dapat diikuti langsung di Surabaya atau melalui siaran langsung di kanal YouTube LPI Learning.',
      ],
      en: [
        'The forum brings East Java districts and cities together with regional water utilities and businesses to discuss tariffs, government support and risk allocation.',
        'Join in person in Surabaya or follow the livestream on the LPI Learning YouTube channel.',
      ],
    },
  },
  {
    daysFromNow: 34, start: '09:00', end: '11:30', format: 'online', topics: ['education', 'sustainable'],
    onlineUrl: ZOOM_LINK, speakers: ['maya', 'ratna'],
    title: { id: 'Webinar: Taksonomi Hijau dan Pembiayaan Infrastruktur Berkelanjutan', en: 'Webinar: Green Taxonomy and Sustainable Infrastructure Finance' },
    summary: {
      id: 'Bagaimana klasifikasi kegiatan hijau memengaruhi akses proyek infrastruktur ke pembiayaan berkelanjutan.',
      en: 'How the classification of green activities shapes infrastructure projects’ access to sustainable finance.',
    },
    body: {
      id: [
        'Narasumber menjelaskan kriteria taksonomi hijau untuk sektor energi, transportasi, dan air, serta dokumen yang diminta lembaga keuangan.',
        'Pendaftaran dibuka dua minggu sebelum acara; pantau halaman ini untuk informasinya.',
      ],
      en: [
        'The speakers explain green-taxonomy criteria for energy, transport and water, and the documents lenders ask for.',
        'Registration opens two weeks before the event; watch this page for the announcement.',
      ],
    },
  },
  {
    daysFromNow: 48, start: '09:00', end: '15:00', format: 'offline', topics: ['outreach', 'ppp'],
    venue: VENUES.makassar, capacity: 60, registration: { closesInDays: 40 }, speakers: ['bagus', 'fitri'],
    title: { id: 'Klinik KPBU Kawasan Timur Indonesia', en: 'PPP Clinic for Eastern Indonesia' },
    summary: {
      id: 'Konsultasi tatap muka bagi pemerintah daerah di kawasan timur yang sedang menyiapkan atau menjalankan proyek KPBU.',
      en: 'Face-to-face advice for eastern Indonesian regional governments preparing or running PPP projects.',
    },
    body: {
      id: [
        'Setiap pemerintah daerah mendapat sesi konsultasi 45 menit bersama spesialis KPBU dan penasihat hukum kontrak untuk membahas kendala proyeknya.',
        'Kirimkan ringkasan proyek saat mendaftar agar tim dapat menyiapkan masukan yang tepat.',
      ],
      en: [
        'Each regional government gets a 45-minute session with a PPP specialist and a contract lawyer to work through its project’s obstacles.',
        'Send a short project summary when you register so the team can prepare useful advice.',
      ],
    },
  },
  {
    daysFromNow: 75, days: 2, start: '08:00', end: '17:00', format: 'hybrid', topics: ['outreach', 'finance', 'sustainable'],
    highlight: true, venue: VENUES.jakarta, onlineUrl: STREAM_LINK, onlineLinkPublic: true, capacity: 300,
    speakers: ['ratna', 'andreas', 'hendra', 'maya'],
    title: { id: 'Forum Tahunan Pembiayaan Infrastruktur', en: 'Annual Infrastructure Finance Forum' },
    summary: {
      id: 'Dua hari diskusi kebijakan tentang pendanaan infrastruktur: KPBU, obligasi daerah, pembiayaan hijau, dan peran penjaminan.',
      en: 'Two days of policy discussion on infrastructure funding: PPPs, regional bonds, green finance and the role of guarantees.',
    },
    body: {
      id: [
        'Forum tahunan ini mempertemukan pembuat kebijakan, lembaga keuangan, akademisi, dan badan usaha untuk meninjau capaian dan tantangan pembiayaan infrastruktur nasional.',
        'Pendaftaran peserta luring dibuka bertahap; sesi pleno disiarkan langsung untuk umum.',
      ],
      en: [
        'This annual forum brings policymakers, financial institutions, academics and businesses together to review the progress and challenges of national infrastructure finance.',
        'In-person registration opens in stages; the plenary sessions are streamed live for everyone.',
      ],
    },
  },
  {
    daysFromNow: 90, start: '13:30', end: '15:30', format: 'online', topics: ['education', 'regional'],
    onlineUrl: ZOOM_LINK, capacity: 300, registration: { closesInDays: 88 }, speakers: ['sri', 'dimas'],
    title: { id: 'Webinar: Penganggaran Daerah untuk Proyek KPBU', en: 'Webinar: Regional Budgeting for PPP Projects' },
    summary: {
      id: 'Menyiapkan anggaran tahun jamak, dukungan pemerintah, dan pembayaran ketersediaan layanan dalam APBD.',
      en: 'Preparing multi-year budgets, government support and availability payments in regional budgets.',
    },
    body: {
      id: [
        'Webinar ini menjelaskan cara pemerintah daerah mencantumkan kewajiban KPBU dalam APBD dan rencana keuangan jangka menengah.',
        'Cocok bagi pejabat pengelola keuangan daerah, Bappeda, dan simpul KPBU.',
      ],
      en: [
        'This webinar explains how regional governments record PPP obligations in their budgets and medium-term financial plans.',
        'It suits regional finance officials, planning agencies and PPP units.',
      ],
    },
  },
]
