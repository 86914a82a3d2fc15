import type { TResearchStatus } from '../collections/Research'
import type { TTopicKey } from './elibrary-taxonomy'
import type { TBilingual } from './types'

type TChapterSeed = { title: TBilingual; body: TBilingual }
export type TResearchSeed = {
  status: TResearchStatus
  year: number
  topics: TTopicKey[]
  title: TBilingual
  excerpt: TBilingual
  highlight?: boolean
  chapters: TChapterSeed[]
}

const chapter = (idTitle: string, enTitle: string, idBody: string, enBody: string): TChapterSeed => ({
  title: { id: idTitle, en: enTitle },
  body: { id: idBody, en: enBody },
})

const background = chapter('Latar Belakang', 'Background', 'Bab ini menguraikan masalah yang diteliti dan mengapa penting bagi pembangunan infrastruktur.', 'This chapter sets out the problem studied and why it matters for infrastructure development.')
const method = chapter('Metodologi', 'Methodology', 'Penelitian menggabungkan survei, wawancara mendalam, dan analisis data sekunder.', 'The study combines surveys, in-depth interviews and secondary data analysis.')
const findings = chapter('Temuan Utama', 'Key Findings', 'Bab ini menyajikan temuan utama beserta rekomendasi kebijakan.', 'This chapter presents the key findings and policy recommendations.')

export const RESEARCH_ITEMS: TResearchSeed[] = [
  {
    status: 'on-going', year: 2025, topics: ['ppp', 'regional'], highlight: true,
    title: { id: 'Efektivitas KPBU Air Minum di Kota Menengah', en: 'The Effectiveness of Water-Supply PPPs in Mid-Sized Cities' },
    excerpt: { id: 'Menilai kinerja layanan dan tarif pada proyek KPBU air minum yang telah beroperasi.', en: 'Assessing service performance and tariffs in water-supply PPPs already in operation.' },
    chapters: [background, method],
  },
  {
    status: 'on-going', year: 2025, topics: ['sustainable'],
    title: { id: 'Kesiapan Pembiayaan Transisi Energi Daerah', en: 'Regional Readiness for Energy Transition Finance' },
    excerpt: { id: 'Memetakan kebutuhan dan sumber pembiayaan transisi energi di tingkat provinsi.', en: 'Mapping the needs and sources of energy-transition finance at the provincial level.' },
    chapters: [background],
  },
  {
    status: 'on-going', year: 2024, topics: ['finance', 'risk'],
    title: { id: 'Penjaminan Pemerintah dan Biaya Modal Proyek', en: 'Government Guarantees and Project Cost of Capital' },
    excerpt: { id: 'Mengukur pengaruh penjaminan terhadap suku bunga dan tenor pinjaman proyek.', en: 'Measuring how guarantees affect project loan rates and tenors.' },
    chapters: [background, method, findings],
  },
  {
    status: 'on-going', year: 2024, topics: ['governance'],
    title: { id: 'Kapasitas Kelembagaan PJPK di Kementerian', en: 'Institutional Capacity of Contracting Agencies in Ministries' },
    excerpt: { id: 'Studi tentang sumber daya manusia dan proses kerja simpul KPBU di kementerian.', en: 'A study of the staffing and processes of PPP units in ministries.' },
    chapters: [],
  },
  {
    status: 'complete', year: 2023, topics: ['ppp', 'finance'], highlight: true,
    title: { id: 'Evaluasi Skema Availability Payment 2015–2022', en: 'Evaluating Availability Payment Schemes 2015–2022' },
    excerpt: { id: 'Tinjauan menyeluruh proyek AP di sektor jalan, telekomunikasi, dan kesehatan.', en: 'A full review of availability-payment projects in roads, telecoms and health.' },
    chapters: [background, method, findings],
  },
  {
    status: 'complete', year: 2022, topics: ['regional', 'governance'],
    title: { id: 'Hambatan Pengadaan Lahan untuk Infrastruktur Daerah', en: 'Land Acquisition Barriers for Regional Infrastructure' },
    excerpt: { id: 'Mengidentifikasi hambatan hukum dan sosial dalam pengadaan lahan di 12 provinsi.', en: 'Identifying legal and social barriers to land acquisition in 12 provinces.' },
    chapters: [background, findings],
  },
  {
    status: 'complete', year: 2022, topics: ['sustainable', 'risk'],
    title: { id: 'Risiko Iklim pada Aset Infrastruktur Pesisir', en: 'Climate Risk to Coastal Infrastructure Assets' },
    excerpt: { id: 'Pemodelan kenaikan muka air laut terhadap pelabuhan dan jalan pesisir utama.', en: 'Modelling sea-level rise against major ports and coastal roads.' },
    chapters: [background, method, findings],
  },
  {
    status: 'complete', year: 2021, topics: ['finance'],
    title: { id: 'Pasar Obligasi Daerah: Peluang dan Tantangan', en: 'Regional Bond Markets: Opportunities and Challenges' },
    excerpt: { id: 'Analisis syarat dan kesiapan daerah untuk menerbitkan obligasi infrastruktur.', en: 'Analysing the conditions and readiness of regions to issue infrastructure bonds.' },
    chapters: [background, findings],
  },
]
