import { STREAM_LINK, VENUES, ZOOM_LINK, type TEventSeed } from './event-seed-types'

/** Past events of the last seven months before the seed run. */
export const PAST_EVENTS_A: TEventSeed[] = [
  {
    daysFromNow: -9, start: '09:00', end: '11:30', format: 'online', topics: ['education', 'ppp'], onlineUrl: ZOOM_LINK,
    capacity: 500, speakers: ['bagus', 'dimas'], materials: ['slides', 'recording'],
    title: { id: 'Webinar: Skema Availability Payment dalam KPBU', en: 'Webinar: Availability Payment Schemes in PPPs' },
    summary: {
      id: 'Cara kerja pembayaran ketersediaan layanan, dari penetapan indikator kinerja hingga penganggaran tahun jamak.',
      en: 'How availability payments work, from setting performance indicators to multi-year budgeting.',
    },
    body: {
      id: ['Webinar membahas kapan skema availability payment tepat dipakai, bagaimana indikator kinerja disusun, dan bagaimana pembayaran dianggarkan.', 'Bahan paparan dan rekaman tersedia di bawah.'],
      en: ['The webinar covered when availability payments fit, how performance indicators are drafted and how payments are budgeted.', 'The slides and the recording are available below.'],
    },
  },
  {
    daysFromNow: -26, start: '09:00', end: '13:00', format: 'offline', topics: ['outreach', 'regional'], venue: VENUES.bandung,
    capacity: 35, speakers: ['sri'], materials: ['report'],
    title: { id: 'Diskusi Kelompok Terpumpun: KPBU Persampahan Daerah', en: 'Focus Group Discussion: Regional Waste-Management PPPs' },
    summary: {
      id: 'Pemerintah kota dan kabupaten di Jawa Barat berbagi pengalaman menyiapkan proyek pengolahan sampah.',
      en: 'West Java cities and districts shared their experience of preparing waste-processing projects.',
    },
    body: {
      id: ['Diskusi menyoroti kepastian pasokan sampah, biaya layanan (tipping fee), dan kerja sama antardaerah.', 'Ringkasan hasil diskusi dapat diunduh di bawah.'],
      en: ['The discussion focused on waste-supply guarantees, tipping fees and cooperation between regions.', 'A summary of the discussion can be downloaded below.'],
    },
  },
  {
    daysFromNow: -47, days: 3, start: '08:30', end: '16:00', format: 'hybrid', topics: ['education', 'finance'], venue: VENUES.jakarta,
    onlineUrl: ZOOM_LINK, capacity: 50, speakers: ['andreas', 'hendra'], materials: ['slides'],
    title: { id: 'Kelas Intensif Analisis Kelayakan Proyek', en: 'Intensive Class: Project Feasibility Analysis' },
    summary: {
      id: 'Tiga hari mempelajari analisis biaya-manfaat, analisis keuangan, dan nilai manfaat uang (value for money).',
      en: 'Three days on cost-benefit analysis, financial analysis and value for money.',
    },
    body: {
      id: ['Peserta menganalisis studi kasus proyek rumah sakit daerah dan mempresentasikan rekomendasi skema kerja samanya.', 'Kelas ini bagian dari program edukasi reguler LPI Learning.'],
      en: ['Participants analysed a regional hospital case study and presented their recommended partnership scheme.', 'The class is part of LPI Learning’s regular education programme.'],
    },
  },
  {
    daysFromNow: -70, start: '14:00', end: '16:00', format: 'online', topics: ['outreach', 'sustainable'], onlineUrl: STREAM_LINK,
    onlineLinkPublic: true, speakers: ['maya'], materials: ['recording', 'library'],
    title: { id: 'Webinar: Obligasi Hijau untuk Proyek Daerah', en: 'Webinar: Green Bonds for Regional Projects' },
    summary: {
      id: 'Peluang pemerintah daerah menerbitkan obligasi hijau untuk membiayai transportasi publik dan pengelolaan air.',
      en: 'Opportunities for regional governments to issue green bonds for public transport and water management.',
    },
    body: {
      id: ['Narasumber menjelaskan persyaratan penerbitan obligasi daerah, kerangka obligasi hijau, dan pelaporan dampak.', 'Tonton rekamannya dan baca bahan terkait di e-library.'],
      en: ['The speaker explained the requirements for regional bonds, green-bond frameworks and impact reporting.', 'Watch the recording and read related material in the e-library.'],
    },
  },
  {
    daysFromNow: -95, start: '09:00', end: '15:00', format: 'offline', topics: ['outreach', 'ppp', 'regional'], venue: VENUES.medan,
    capacity: 80, speakers: ['bagus', 'sri'], materials: ['slides'],
    title: { id: 'Sosialisasi KPBU bagi Pemerintah Kabupaten/Kota di Sumatra', en: 'PPP Outreach for District and City Governments in Sumatra' },
    summary: {
      id: 'Pengenalan KPBU dan dukungan pemerintah pusat bagi 24 kabupaten/kota di Sumatra bagian utara.',
      en: 'An introduction to PPPs and central-government support for 24 districts and cities in northern Sumatra.',
    },
    body: {
      id: ['Sosialisasi membahas fasilitas penyiapan proyek, dukungan kelayakan, dan penjaminan infrastruktur.', 'Sesi tanya jawab mengidentifikasi tujuh gagasan proyek yang akan didampingi lebih lanjut.'],
      en: ['The session covered project-preparation facilities, viability-gap funding and infrastructure guarantees.', 'The Q&A identified seven project ideas that will receive further support.'],
    },
  },
  {
    daysFromNow: -130, start: '09:00', end: '11:00', format: 'online', topics: ['education', 'ppp'], onlineUrl: ZOOM_LINK,
    speakers: ['fitri', 'bagus'], materials: ['slides'],
    title: { id: 'Webinar: Manajemen Kontrak KPBU pada Masa Operasi', en: 'Webinar: Managing PPP Contracts During Operation' },
    summary: {
      id: 'Pemantauan kinerja, perubahan kontrak, dan penyelesaian sengketa setelah proyek KPBU beroperasi.',
      en: 'Performance monitoring, contract changes and dispute resolution once a PPP project is operating.',
    },
    body: {
      id: ['Webinar ini membahas peran PJPK setelah financial close dan contoh klausul yang sering menimbulkan sengketa.', 'Bahan paparan tersedia untuk diunduh.'],
      en: ['The webinar discussed the contracting agency’s role after financial close and clauses that often lead to disputes.', 'The slides are available for download.'],
    },
  },
  {
    daysFromNow: -170, start: '10:00', end: '12:00', format: 'offline', topics: ['outreach', 'sustainable'], venue: VENUES.yogyakarta,
    capacity: 250, speakers: ['hendra', 'ratna'],
    title: { id: 'Kuliah Umum: Infrastruktur dan Pembangunan Berkelanjutan', en: 'Public Lecture: Infrastructure and Sustainable Development' },
    summary: {
      id: 'Kuliah umum bagi mahasiswa tentang peran infrastruktur dalam mencapai Tujuan Pembangunan Berkelanjutan.',
      en: 'A public lecture for students on the role of infrastructure in reaching the Sustainable Development Goals.',
    },
    body: {
      id: ['Kuliah ini menghubungkan perencanaan infrastruktur dengan target SDGs tentang air bersih, energi, dan kota berkelanjutan.', 'Acara ini bagian dari program kemitraan perguruan tinggi LPI Learning.'],
      en: ['The lecture linked infrastructure planning with the SDG targets on clean water, energy and sustainable cities.', 'It is part of LPI Learning’s university partnership programme.'],
    },
  },
]
