import { STREAM_LINK, VENUES, ZOOM_LINK, type TEventSeed } from './event-seed-types'

/** Older past events, seven months to a year and a half before the seed run. */
export const PAST_EVENTS_B: TEventSeed[] = [
  {
    daysFromNow: -210, start: '13:00', end: '16:30', format: 'hybrid', topics: ['finance'], venue: VENUES.jakarta, onlineUrl: STREAM_LINK,
    onlineLinkPublic: true, capacity: 150, highlight: true, speakers: ['andreas', 'dimas'], materials: ['slides', 'recording'],
    title: { id: 'Seminar: Penjaminan Pemerintah dan Bankabilitas Proyek', en: 'Seminar: Government Guarantees and Project Bankability' },
    summary: {
      id: 'Bagaimana penjaminan pemerintah menurunkan risiko proyek dan memperbaiki syarat pinjaman.',
      en: 'How government guarantees lower project risk and improve loan terms.',
    },
    body: {
      id: ['Seminar membahas jenis risiko yang dapat dijamin, proses penilaian, dan dampaknya terhadap tenor serta suku bunga pinjaman.', 'Rekaman dan bahan paparan tersedia di bawah.'],
      en: ['The seminar covered which risks can be guaranteed, how they are assessed and the effect on loan tenors and rates.', 'The recording and slides are available below.'],
    },
  },
  {
    daysFromNow: -260, start: '09:00', end: '11:00', format: 'online', topics: ['education', 'sustainable'], onlineUrl: ZOOM_LINK,
    speakers: ['ratna', 'maya'], materials: ['recording'],
    title: { id: 'Webinar: Ketahanan Iklim pada Infrastruktur Pesisir', en: 'Webinar: Climate Resilience for Coastal Infrastructure' },
    summary: {
      id: 'Menilai risiko kenaikan muka air laut terhadap pelabuhan, jalan, dan permukiman pesisir.',
      en: 'Assessing sea-level-rise risk to ports, roads and coastal settlements.',
    },
    body: {
      id: ['Webinar menyajikan hasil pemodelan risiko iklim dan pilihan adaptasi yang dapat dimasukkan dalam desain proyek.', 'Rekamannya dapat ditonton kembali.'],
      en: ['The webinar presented climate-risk modelling results and adaptation options that can be built into project design.', 'The recording can be watched again.'],
    },
  },
  {
    daysFromNow: -320, days: 2, start: '09:00', end: '16:00', format: 'offline', topics: ['outreach', 'regional'], venue: VENUES.balikpapan,
    capacity: 100, speakers: ['sri', 'hendra', 'bagus'], materials: ['report'],
    title: { id: 'Forum Daerah: Percepatan Infrastruktur Kawasan Timur', en: 'Regional Forum: Accelerating Infrastructure in Eastern Indonesia' },
    summary: {
      id: 'Pemerintah provinsi di Kalimantan dan Sulawesi membahas prioritas infrastruktur dan skema pendanaannya.',
      en: 'Provincial governments in Kalimantan and Sulawesi discussed infrastructure priorities and how to fund them.',
    },
    body: {
      id: ['Forum menghasilkan daftar proyek prioritas yang dapat ditawarkan dengan skema KPBU dan pembiayaan kreatif lainnya.', 'Laporan forum dapat diunduh di bawah.'],
      en: ['The forum produced a list of priority projects that could be offered as PPPs or through other creative financing.', 'The forum report can be downloaded below.'],
    },
  },
  {
    daysFromNow: -400, start: '09:00', end: '11:30', format: 'online', topics: ['education', 'finance'], onlineUrl: ZOOM_LINK,
    speakers: ['andreas'], materials: ['slides'],
    title: { id: 'Webinar: Pengantar Pembiayaan Proyek (Project Finance)', en: 'Webinar: An Introduction to Project Finance' },
    summary: {
      id: 'Prinsip pembiayaan berbasis arus kas proyek, struktur SPV, dan peran para pihak dalam transaksi.',
      en: 'The principles of cash-flow-based lending, SPV structures and the parties to a transaction.',
    },
    body: {
      id: ['Webinar pengantar ini cocok bagi aparatur dan profesional muda yang baru mengenal pembiayaan proyek.', 'Bahan paparan tersedia untuk diunduh.'],
      en: ['This introductory webinar suits officials and young professionals new to project finance.', 'The slides are available for download.'],
    },
  },
  {
    daysFromNow: -480, days: 2, start: '08:30', end: '16:00', format: 'offline', topics: ['outreach', 'ppp'], venue: VENUES.jakarta,
    capacity: 45, speakers: ['bagus', 'fitri', 'dimas'], materials: ['slides'],
    title: { id: 'Lokakarya Penyusunan Prastudi Kelayakan', en: 'Workshop: Preparing Outline Business Cases' },
    summary: {
      id: 'Pendampingan simpul KPBU kementerian dan daerah dalam menyusun dokumen prastudi kelayakan.',
      en: 'Hands-on support for ministry and regional PPP units drafting outline business cases.',
    },
    body: {
      id: ['Peserta bekerja dalam kelompok menyusun bab kajian hukum, teknis, keuangan, dan risiko untuk proyek masing-masing.', 'Lokakarya diakhiri dengan umpan balik dari para fasilitator.'],
      en: ['Participants worked in groups on the legal, technical, financial and risk chapters for their own projects.', 'The workshop closed with feedback from the facilitators.'],
    },
  },
  {
    daysFromNow: -560, start: '13:30', end: '15:30', format: 'online', topics: ['education', 'regional'], onlineUrl: ZOOM_LINK,
    speakers: ['dimas', 'ratna'],
    title: { id: 'Webinar: Perencanaan Infrastruktur Berbasis Data Spasial', en: 'Webinar: Planning Infrastructure with Spatial Data' },
    summary: {
      id: 'Memanfaatkan data geospasial untuk menentukan lokasi dan prioritas proyek infrastruktur daerah.',
      en: 'Using geospatial data to choose locations and priorities for regional infrastructure projects.',
    },
    body: {
      id: ['Narasumber memperagakan analisis spasial sederhana untuk memetakan kebutuhan air minum dan jalan.', 'Webinar ini terbuka untuk perencana daerah dan akademisi.'],
      en: ['The speakers demonstrated simple spatial analysis to map drinking-water and road needs.', 'The webinar was open to regional planners and academics.'],
    },
  },
]
