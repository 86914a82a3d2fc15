import type { TDeliveryFormat, TDurationUnit, TProgramKind } from '../collections/EducationPrograms/options'
import type { TTopicKey } from './elibrary-taxonomy'
import type { TBilingual } from './types'

export type TProgramSeed = {
  kind: TProgramKind
  order: number
  format: TDeliveryFormat
  duration: [number, TDurationUnit]
  topics: TTopicKey[]
  title: TBilingual
  summary: TBilingual
  audience: TBilingual
  /** A second paragraph for the program page, after the summary. */
  more: TBilingual
  learn: { id: string[]; en: string[] }
}

/** The featured programs: few, ordered by the editors, each listed in the header's Education dropdown. */
export const MAIN_PROGRAMS: TProgramSeed[] = [
  {
    kind: 'main', order: 1, format: 'in-person', duration: [5, 'days'], topics: ['ppp', 'governance'],
    title: { id: 'Pelatihan Dasar KPBU bagi PJPK', en: 'PPP Foundations for Contracting Agencies' },
    summary: {
      id: 'Lima hari memahami siklus Kerja Sama Pemerintah dan Badan Usaha dari perencanaan hingga pengelolaan kontrak.',
      en: 'Five days on the whole public-private partnership cycle, from planning to contract management.',
    },
    audience: { id: 'Aparatur PJPK di kementerian, lembaga, dan pemerintah daerah', en: 'Contracting agency staff in ministries, agencies and regional governments' },
    more: {
      id: 'Peserta bekerja dengan studi kasus proyek KPBU Indonesia di sektor air minum, jalan, dan kesehatan, serta berlatih menyusun dokumen tahap penyiapan bersama fasilitator berpengalaman.',
      en: 'Participants work through Indonesian PPP cases in water supply, toll roads and health, and practise drafting preparation-stage documents with experienced facilitators.',
    },
    learn: {
      id: ['Kerangka regulasi KPBU dan peran PJPK', 'Tahap perencanaan, penyiapan, dan transaksi', 'Dukungan dan jaminan pemerintah', 'Pengelolaan kontrak setelah financial close'],
      en: ['The PPP regulatory framework and the contracting agency role', 'The planning, preparation and transaction stages', 'Government support and guarantees', 'Contract management after financial close'],
    },
  },
  {
    kind: 'main', order: 2, format: 'blended', duration: [8, 'weeks'], topics: ['ppp'],
    title: { id: 'Persiapan Sertifikasi Profesional KPBU (CP3P)', en: 'Certified PPP Professional (CP3P) Preparation' },
    summary: {
      id: 'Kelas daring dan tatap muka untuk menyiapkan ujian sertifikasi profesional KPBU berstandar internasional.',
      en: 'Online and classroom sessions that prepare you for the internationally recognised PPP professional certification exams.',
    },
    audience: { id: 'Praktisi KPBU dari pemerintah, BUMN, konsultan, dan perbankan', en: 'PPP practitioners from government, state-owned enterprises, consultancies and banks' },
    more: {
      id: 'Materi mengikuti PPP Guide yang menjadi acuan ujian, dilengkapi latihan soal, simulasi ujian, dan sesi tanya jawab dengan pengajar bersertifikat.',
      en: 'The material follows the PPP Guide the exams are based on, with practice questions, mock exams and Q&A sessions with certified lecturers.',
    },
    learn: {
      id: ['Kerangka kerja PPP Guide', 'Identifikasi dan penilaian proyek', 'Penstrukturan dan desain kontrak', 'Strategi menghadapi ujian Foundation dan Preparation'],
      en: ['The PPP Guide framework', 'Project identification and appraisal', 'Structuring and contract design', 'How to approach the Foundation and Preparation exams'],
    },
  },
  {
    kind: 'main', order: 3, format: 'in-person', duration: [4, 'days'], topics: ['finance', 'risk'],
    title: { id: 'Pembiayaan Proyek Infrastruktur', en: 'Infrastructure Project Finance' },
    summary: {
      id: 'Memahami struktur pembiayaan proyek, bankabilitas, dan peran penjaminan dalam menarik investasi swasta.',
      en: 'How project finance is structured, what makes a project bankable and how guarantees attract private investment.',
    },
    audience: { id: 'Analis keuangan BUMN, perbankan, dan unit KPBU pemerintah', en: 'Financial analysts at state-owned enterprises, banks and government PPP units' },
    more: {
      id: 'Peserta membangun model keuangan sederhana sebuah proyek jalan tol dan menguji dampak perubahan tarif, biaya konstruksi, dan suku bunga terhadap kelayakan.',
      en: 'Participants build a simple financial model of a toll road and test how tariffs, construction costs and interest rates change its viability.',
    },
    learn: {
      id: ['Struktur pendanaan ekuitas dan utang', 'Rasio cakupan utang dan bankabilitas', 'Mitigasi risiko melalui penjaminan', 'Dasar pemodelan keuangan proyek'],
      en: ['Equity and debt funding structures', 'Debt service cover ratios and bankability', 'Risk mitigation through guarantees', 'Project financial modelling basics'],
    },
  },
  {
    kind: 'main', order: 4, format: 'blended', duration: [6, 'weeks'], topics: ['regional', 'governance'],
    title: { id: 'Akademi Infrastruktur Pemerintah Daerah', en: 'Regional Government Infrastructure Academy' },
    summary: {
      id: 'Program bertahap bagi Bappeda dan perangkat daerah untuk merencanakan dan membiayai infrastruktur daerah.',
      en: 'A staged programme for regional planning agencies and departments to plan and finance regional infrastructure.',
    },
    audience: { id: 'Bappeda, BPKAD, dan dinas teknis pemerintah provinsi, kabupaten, dan kota', en: 'Planning, finance and technical departments of provinces, regencies and cities' },
    more: {
      id: 'Setiap tim daerah membawa satu rencana proyek dan menyelesaikan program dengan dokumen rencana pembiayaan yang siap dibahas bersama pimpinan daerah.',
      en: 'Each regional team brings one planned project and leaves with a financing plan ready to discuss with its regional leadership.',
    },
    learn: {
      id: ['Perencanaan dan penganggaran infrastruktur daerah', 'Pilihan pembiayaan: APBD, pinjaman daerah, dan KPBU', 'Penyiapan proyek yang layak dibiayai', 'Koordinasi dengan pemerintah pusat'],
      en: ['Regional infrastructure planning and budgeting', 'Financing options: regional budgets, municipal loans and PPP', 'Preparing projects that can be financed', 'Working with central government'],
    },
  },
]
