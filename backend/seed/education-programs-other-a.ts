import type { TDeliveryFormat, TDurationUnit } from '../collections/EducationPrograms/options'
import type { TTopicKey } from './elibrary-taxonomy'
import type { TProgramSeed } from './education-programs-main'

type TText = [id: string, en: string]

/** A compact other-program entry: [id, en] pairs for each text. */
export function other(
  order: number,
  format: TDeliveryFormat,
  duration: [number, TDurationUnit],
  topics: TTopicKey[],
  texts: { title: TText; summary: TText; audience: TText; more: TText; learn: { id: string[]; en: string[] } },
): TProgramSeed {
  const pair = ([id, en]: TText) => ({ id, en })
  const { title, summary, audience, more, learn } = texts
  return { kind: 'other', order, format, duration, topics, title: pair(title), summary: pair(summary), audience: pair(audience), more: pair(more), learn }
}

export const PJPK_AUDIENCE: TText = ['Tim PJPK dan simpul KPBU', 'Contracting agency teams and PPP units']

export const OTHER_PROGRAMS_A: TProgramSeed[] = [
  other(1, 'in-person', [3, 'days'], ['ppp'], {
    title: ['Penyusunan Prastudi Kelayakan KPBU', 'Preparing a PPP Outline Business Case'],
    summary: ['Langkah menyusun prastudi kelayakan yang memenuhi ketentuan dan meyakinkan calon investor.', 'How to prepare an outline business case that meets the rules and convinces investors.'],
    audience: PJPK_AUDIENCE,
    more: ['Dilengkapi contoh dokumen prastudi proyek air minum dan rumah sakit.', 'With sample outline business cases from water supply and hospital projects.'],
    learn: { id: ['Kajian hukum dan kelembagaan', 'Kajian teknis dan ekonomi', 'Struktur KPBU yang diusulkan'], en: ['Legal and institutional review', 'Technical and economic analysis', 'The proposed PPP structure'] },
  }),
  other(2, 'in-person', [2, 'days'], ['ppp', 'risk'], {
    title: ['Alokasi Risiko dalam Kontrak KPBU', 'Risk Allocation in PPP Contracts'],
    summary: ['Mengidentifikasi, menilai, dan membagi risiko proyek antara pemerintah dan badan usaha.', 'Identifying, assessing and sharing project risks between government and the private partner.'],
    audience: PJPK_AUDIENCE,
    more: ['Peserta menyusun matriks risiko untuk proyek jalan dan membahasnya dalam simulasi negosiasi.', 'Participants build a risk matrix for a road project and defend it in a negotiation exercise.'],
    learn: { id: ['Kategori risiko proyek infrastruktur', 'Prinsip alokasi risiko', 'Matriks risiko dan mitigasinya'], en: ['Risk categories in infrastructure projects', 'Risk allocation principles', 'Risk matrices and mitigation'] },
  }),
  other(3, 'online', [12, 'hours'], ['ppp', 'finance'], {
    title: ['Skema Pembayaran Ketersediaan Layanan', 'Availability Payment Schemes'],
    summary: ['Cara kerja availability payment, dari penganggaran multitahun hingga pengukuran kinerja layanan.', 'How availability payments work, from multi-year budgeting to measuring service performance.'],
    audience: ['Unit KPBU, BPKAD, dan Bappeda', 'PPP units, regional finance and planning agencies'],
    more: ['Kelas daring dalam empat sesi sore dengan studi kasus penerangan jalan umum.', 'Four online afternoon sessions built around a street-lighting case.'],
    learn: { id: ['Dasar hukum pembayaran ketersediaan layanan', 'Indikator kinerja utama', 'Penganggaran tahun jamak'], en: ['The legal basis for availability payments', 'Key performance indicators', 'Multi-year budgeting'] },
  }),
  other(4, 'in-person', [3, 'days'], ['ppp', 'governance'], {
    title: ['Pengadaan Badan Usaha KPBU', 'Procuring the PPP Private Partner'],
    summary: ['Tahapan prakualifikasi, dialog interaktif, dan evaluasi penawaran yang transparan dan kompetitif.', 'Prequalification, market dialogue and bid evaluation that are transparent and competitive.'],
    audience: ['Panitia pengadaan badan usaha dan PJPK', 'Procurement committees and contracting agencies'],
    more: ['Mengacu pada peraturan LKPP tentang tata cara pengadaan badan usaha KPBU.', 'Based on the national procurement agency rules for PPP procurement.'],
    learn: { id: ['Dokumen prakualifikasi', 'Dialog interaktif dengan pasar', 'Evaluasi dan penetapan pemenang'], en: ['Prequalification documents', 'Market dialogue', 'Bid evaluation and award'] },
  }),
  other(5, 'blended', [4, 'weeks'], ['ppp', 'governance'], {
    title: ['Manajemen Kontrak KPBU Tahap Operasi', 'Managing PPP Contracts in Operation'],
    summary: ['Memantau kinerja, mengelola perubahan, dan menyelesaikan sengketa selama masa konsesi.', 'Monitoring performance, handling changes and resolving disputes over the concession period.'],
    audience: ['PJPK dan tim pengelola kontrak', 'Contracting agencies and contract management teams'],
    more: ['Peserta menyusun rencana manajemen kontrak untuk proyek di instansinya.', 'Participants draft a contract management plan for a project at their own agency.'],
    learn: { id: ['Pemantauan kinerja layanan', 'Perubahan dan amandemen kontrak', 'Penyelesaian sengketa'], en: ['Service performance monitoring', 'Contract variations and amendments', 'Dispute resolution'] },
  }),
  other(6, 'in-person', [2, 'days'], ['finance', 'ppp'], {
    title: ['Analisis Value for Money', 'Value for Money Analysis'],
    summary: ['Membandingkan KPBU dengan pengadaan konvensional melalui pembanding sektor publik.', 'Comparing a PPP with conventional procurement through a public sector comparator.'],
    audience: ['Analis keuangan PJPK dan Kementerian Keuangan', 'Financial analysts at contracting agencies and the finance ministry'],
    more: ['Latihan menggunakan lembar kerja yang dapat dipakai kembali di instansi peserta.', 'Exercises use a spreadsheet participants can reuse at their agencies.'],
    learn: { id: ['Analisis kualitatif value for money', 'Pembanding sektor publik', 'Penyesuaian risiko dan diskonto'], en: ['Qualitative value-for-money tests', 'The public sector comparator', 'Risk adjustment and discounting'] },
  }),
  other(7, 'in-person', [5, 'days'], ['finance'], {
    title: ['Pemodelan Keuangan Proyek Infrastruktur', 'Infrastructure Financial Modelling'],
    summary: ['Membangun model keuangan proyek dari nol dengan praktik pemodelan yang rapi dan dapat diaudit.', 'Building a project financial model from scratch with clean, auditable modelling practice.'],
    audience: ['Analis BUMN, perbankan, dan konsultan transaksi', 'Analysts at state-owned enterprises, banks and transaction advisers'],
    more: ['Setiap peserta membawa laptop dengan aplikasi lembar kerja.', 'Each participant brings a laptop with a spreadsheet application.'],
    learn: { id: ['Struktur model dan asumsi', 'Arus kas, pendanaan, dan rasio', 'Analisis sensitivitas dan skenario'], en: ['Model structure and assumptions', 'Cash flows, funding and ratios', 'Sensitivity and scenario analysis'] },
  }),
  other(8, 'online', [16, 'hours'], ['regional', 'finance'], {
    title: ['Pembiayaan Kreatif bagi Pemerintah Daerah', 'Creative Financing for Regional Governments'],
    summary: ['Mengenal pinjaman daerah, obligasi daerah, dan KPBU sebagai sumber pembiayaan di luar APBD.', 'Municipal loans, regional bonds and PPP as sources of funding beyond the regional budget.'],
    audience: ['BPKAD dan Bappeda', 'Regional finance and planning agencies'],
    more: ['Menghadirkan narasumber dari pemerintah daerah yang telah menerbitkan pinjaman untuk infrastruktur.', 'With speakers from regional governments that have borrowed for infrastructure.'],
    learn: { id: ['Kapasitas fiskal daerah', 'Prosedur pinjaman dan obligasi daerah', 'Memilih skema pembiayaan yang tepat'], en: ['Regional fiscal capacity', 'Municipal loan and bond procedures', 'Choosing the right financing scheme'] },
  }),
]
