import type { TProjectDocumentSeed } from './types'

const riskHead = { id: ['No', 'Risiko', 'Kategori', 'Probabilitas (1-5)', 'Dampak (1-5)', 'Skor', 'Alokasi', 'Mitigasi'], en: ['No', 'Risk', 'Category', 'Likelihood (1-5)', 'Impact (1-5)', 'Score', 'Allocation', 'Mitigation'] }

export const RISK_REGISTER: TProjectDocumentSeed = {
  key: 'risk-register',
  kind: 'template',
  stage: 'preparation',
  date: '2025-05-19',
  title: { id: 'Register Risiko Proyek KPBU', en: 'PPP Project Risk Register' },
  summary: {
    id: 'Lembar kerja untuk mencatat risiko proyek, menilai probabilitas dan dampaknya, menghitung skor, serta menetapkan pihak penanggung dan langkah mitigasi.',
    en: 'A workbook for listing project risks, rating likelihood and impact, computing a score, and assigning each risk and its mitigation.',
  },
  body: {
    id: `Skor dihitung otomatis sebagai probabilitas dikali dampak. Risiko dengan skor 15 ke atas perlu dibahas dalam rapat penyiapan dan dicantumkan dalam matriks alokasi risiko dokumen pengadaan.
Baris contoh boleh dihapus atau diganti dengan risiko proyek Anda.`,
    en: `The score is computed as likelihood times impact. Risks scoring 15 or more should be discussed in preparation meetings and carried into the risk allocation matrix of the tender documents.
The sample rows can be deleted or replaced with your own project's risks.`,
  },
  files: {
    id: { name: 'register-risiko-kpbu.xlsx', content: { format: 'xlsx', sheet: 'Register Risiko', rows: [riskHead.id,
      [1, 'Keterlambatan pengadaan lahan', 'Lahan', 4, 4, '=D2*E2', 'Pemerintah', 'Dana talangan dan jadwal pembebasan bertahap'],
      [2, 'Permintaan di bawah proyeksi', 'Pasar', 3, 4, '=D3*E3', 'Bersama', 'Skema pembayaran ketersediaan layanan'],
      [3, 'Kenaikan biaya konstruksi', 'Konstruksi', 3, 3, '=D4*E4', 'Badan usaha', 'Kontrak EPC harga tetap'],
      [4, 'Perubahan regulasi tarif', 'Politik', 2, 5, '=D5*E5', 'Pemerintah', 'Penjaminan infrastruktur'],
    ] } },
    en: { name: 'ppp-risk-register.xlsx', content: { format: 'xlsx', sheet: 'Risk Register', rows: [riskHead.en,
      [1, 'Land acquisition delay', 'Land', 4, 4, '=D2*E2', 'Government', 'Bridging fund and phased land release'],
      [2, 'Demand below forecast', 'Market', 3, 4, '=D3*E3', 'Shared', 'Availability payment scheme'],
      [3, 'Construction cost overrun', 'Construction', 3, 3, '=D4*E4', 'Private partner', 'Fixed-price EPC contract'],
      [4, 'Change in tariff regulation', 'Political', 2, 5, '=D5*E5', 'Government', 'Infrastructure guarantee'],
    ] } },
  },
}

export const MARKET_SOUNDING: TProjectDocumentSeed = {
  key: 'market-sounding',
  kind: 'template',
  stage: 'transaction',
  date: '2025-07-08',
  title: { id: 'Kuesioner Market Sounding', en: 'Market Sounding Questionnaire' },
  summary: {
    id: 'Daftar pertanyaan terstruktur untuk menjaring minat dan masukan calon investor, kontraktor, dan pemberi pinjaman sebelum prakualifikasi.',
    en: 'A structured set of questions to gauge the interest and feedback of prospective investors, contractors and lenders before prequalification.',
  },
  body: {
    id: 'Kirim kuesioner bersama memorandum informasi proyek paling lambat dua minggu sebelum pertemuan market sounding. Rangkum jawaban tanpa menyebut nama responden saat dilaporkan kepada pimpinan.',
    en: "Send the questionnaire with the project information memorandum at least two weeks before the market sounding meeting. Summarise the answers without naming respondents when reporting to management.",
  },
  files: {
    id: { name: 'kuesioner-market-sounding.docx', content: { format: 'docx', lines: [
      '# Kuesioner Market Sounding', 'Nama perusahaan: [isi]', 'Kontak: [isi]', '## A. Minat', '- Apakah perusahaan Anda berminat mengikuti pengadaan proyek ini? Mengapa?',
      '## B. Struktur proyek', '- Apakah lingkup dan masa konsesi yang diusulkan wajar?', '- Risiko apa yang menurut Anda belum dialokasikan dengan tepat?',
      '## C. Pembiayaan', '- Berapa rasio utang terhadap modal yang realistis?', '- Dukungan atau jaminan pemerintah apa yang dibutuhkan pemberi pinjaman?', '## D. Masukan lain',
    ] } },
    en: { name: 'market-sounding-questionnaire.docx', content: { format: 'docx', lines: [
      '# Market Sounding Questionnaire', 'Company name: [fill in]', 'Contact: [fill in]', '## A. Interest', '- Is your company interested in bidding for this project? Why?',
      '## B. Project structure', '- Are the proposed scope and concession period reasonable?', '- Which risks do you think are not yet allocated appropriately?',
      '## C. Financing', '- What debt-to-equity ratio is realistic?', '- What government support or guarantee would lenders need?', '## D. Other feedback',
    ] } },
  },
}

export const KPI_MONITORING: TProjectDocumentSeed = {
  key: 'kpi-monitoring',
  kind: 'template',
  stage: 'contract-management',
  date: '2025-09-30',
  title: { id: 'Templat Laporan Pemantauan Kinerja Layanan', en: 'Service Performance Monitoring Report Template' },
  summary: {
    id: 'Lembar kerja bulanan untuk membandingkan capaian indikator kinerja dengan standar kontrak dan menghitung pengurangan pembayaran ketersediaan layanan.',
    en: 'A monthly workbook comparing key performance indicators with contract standards and computing availability payment deductions.',
  },
  body: {
    id: 'Isi kolom capaian setiap bulan berdasarkan hasil pemeriksaan lapangan. Bobot dan persentase pengurangan harus sama dengan lampiran indikator kinerja dalam perjanjian KPBU.',
    en: 'Fill in the achievement column each month from field inspections. Weights and deduction percentages must match the performance indicator annex of the PPP agreement.',
  },
  files: {
    id: { name: 'laporan-pemantauan-kinerja.xlsx', content: { format: 'xlsx', sheet: 'Kinerja', rows: [
      ['Indikator', 'Uraian', 'Standar (%)', 'Capaian (%)', 'Bobot', 'Pengurangan (%)'],
      ['KPI-1', 'Ketersediaan lajur jalan', 98, 96.5, 0.5, '=IF(D2<C2,E2*(C2-D2),0)'],
      ['KPI-2', 'Waktu tanggap perbaikan lubang (jam)', 100, 100, 0.3, '=IF(D3<C3,E3*(C3-D3),0)'],
      ['KPI-3', 'Fungsi penerangan jalan', 95, 93, 0.2, '=IF(D4<C4,E4*(C4-D4),0)'],
    ] } },
    en: { name: 'performance-monitoring-report.xlsx', content: { format: 'xlsx', sheet: 'Performance', rows: [
      ['Indicator', 'Description', 'Standard (%)', 'Achieved (%)', 'Weight', 'Deduction (%)'],
      ['KPI-1', 'Lane availability', 98, 96.5, 0.5, '=IF(D2<C2,E2*(C2-D2),0)'],
      ['KPI-2', 'Pothole repair response time (hours)', 100, 100, 0.3, '=IF(D3<C3,E3*(C3-D3),0)'],
      ['KPI-3', 'Street lighting in working order', 95, 93, 0.2, '=IF(D4<C4,E4*(C4-D4),0)'],
    ] } },
  },
}
