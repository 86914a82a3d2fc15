import type { TProjectDocumentSeed } from './types'

export const PROJECT_BRIEF: TProjectDocumentSeed = {
  key: 'project-brief',
  kind: 'template',
  stage: 'planning',
  date: '2025-02-10',
  title: { id: 'Templat Project Brief Usulan KPBU', en: 'PPP Proposal Project Brief Template' },
  summary: {
    id: 'Dokumen ringkas 5–8 halaman untuk mengusulkan proyek ke daftar rencana KPBU: kebutuhan, lingkup, perkiraan biaya, dan alasan memilih skema KPBU.',
    en: 'A 5–8 page document for proposing a project to the PPP plan: the need, scope, cost estimate and why a PPP scheme fits.',
  },
  body: {
    id: `Gunakan templat ini pada tahap perencanaan, sebelum studi pendahuluan dimulai. Isi setiap bagian secara singkat; rincian teknis akan dikaji pada tahap penyiapan.
- Tuliskan kebutuhan layanan dengan data, misalnya cakupan layanan air minum saat ini dan target RPJMD.
- Perkiraan biaya cukup dalam bentuk rentang berdasarkan proyek pembanding.
- Lampirkan surat dukungan kepala daerah atau pimpinan instansi bila sudah ada.`,
    en: `Use this template at the planning stage, before the preliminary study begins. Keep each section short; technical detail is studied during preparation.
- State the service need with data, such as current water-supply coverage and the regional development plan's target.
- A cost range based on comparable projects is enough at this stage.
- Attach a letter of support from the regional head or agency head if you have one.`,
  },
  files: {
    id: { name: 'templat-project-brief-kpbu.docx', content: { format: 'docx', lines: [
      '# Project Brief Usulan Proyek KPBU', 'Nama proyek: [isi]', 'Penanggung Jawab Proyek Kerja Sama (PJPK): [isi]', 'Tanggal: [isi]',
      '## 1. Latar belakang dan kebutuhan layanan', '[Uraikan masalah layanan publik yang ingin diselesaikan, didukung data.]',
      '## 2. Lingkup proyek', '- Komponen fisik: [isi]', '- Layanan yang diberikan: [isi]', '- Lokasi dan kebutuhan lahan: [isi]',
      '## 3. Perkiraan biaya dan sumber pengembalian', '- Perkiraan biaya modal (Rp): [rentang]', '- Skema pengembalian investasi: tarif / pembayaran ketersediaan layanan / campuran',
      '## 4. Alasan memilih skema KPBU', '[Jelaskan nilai tambah keterlibatan badan usaha.]',
      '## 5. Identifikasi risiko awal', '- [Risiko] - [pihak yang paling mampu menanggung]',
      '## 6. Pemangku kepentingan dan dukungan', '[Daftar instansi terkait dan status dukungan.]',
    ] } },
    en: { name: 'ppp-project-brief-template.docx', content: { format: 'docx', lines: [
      '# PPP Proposal Project Brief', 'Project name: [fill in]', 'Government Contracting Agency (GCA): [fill in]', 'Date: [fill in]',
      '## 1. Background and service need', '[Describe the public service problem to solve, with data.]',
      '## 2. Project scope', '- Physical components: [fill in]', '- Services provided: [fill in]', '- Location and land needs: [fill in]',
      '## 3. Cost estimate and return mechanism', '- Capital cost estimate (IDR): [range]', '- Return on investment: user charges / availability payments / mixed',
      '## 4. Why a PPP', '[Explain the value added by private sector participation.]',
      '## 5. Initial risk identification', '- [Risk] - [party best able to bear it]',
      '## 6. Stakeholders and support', '[List the agencies involved and the status of their support.]',
    ] } },
  },
}

export const OBC_OUTLINE: TProjectDocumentSeed = {
  key: 'obc-outline',
  kind: 'template',
  stage: 'preparation',
  date: '2025-04-22',
  title: { id: 'Kerangka Outline Business Case (Kajian Awal Prastudi Kelayakan)', en: 'Outline Business Case (OBC) Structure' },
  summary: {
    id: 'Daftar isi beranotasi Kajian Awal Prastudi Kelayakan: kajian hukum dan kelembagaan, teknis, ekonomi dan komersial, lingkungan dan sosial, bentuk kerja sama, risiko, dan kebutuhan dukungan pemerintah.',
    en: 'An annotated table of contents for the Outline Business Case: legal and institutional, technical, economic and commercial, environmental and social, partnership structure, risk and government support.',
  },
  body: {
    id: `Kerangka ini mengikuti muatan Kajian Awal Prastudi Kelayakan menurut peraturan KPBU yang berlaku. Setiap bab disertai catatan tentang pertanyaan yang harus dijawab dan data minimal yang perlu dikumpulkan.
Sesuaikan kedalaman analisis dengan ukuran proyek dan diskusikan dengan Simpul KPBU sebelum penyusunan dimulai.`,
    en: `This structure follows the content of the Outline Business Case required by Indonesia's PPP regulations. Each chapter comes with notes on the questions it must answer and the minimum data to collect.
Match the depth of analysis to the size of the project and agree it with the PPP unit before drafting starts.`,
  },
  files: {
    id: { name: 'kerangka-obc-kajian-awal-prastudi-kelayakan.docx', content: { format: 'docx', lines: [
      '# Kajian Awal Prastudi Kelayakan (Outline Business Case)', '## Bab 1. Ringkasan eksekutif', '## Bab 2. Kajian hukum dan kelembagaan', '- Dasar hukum sektor dan kewenangan PJPK', '- Perizinan yang dibutuhkan',
      '## Bab 3. Kajian teknis', '- Analisis permintaan dan spesifikasi keluaran', '- Konsep desain dan perkiraan biaya', '## Bab 4. Kajian ekonomi dan komersial', '- Analisis biaya manfaat sosial', '- Analisis keuangan dan Value for Money awal',
      '## Bab 5. Kajian lingkungan dan sosial', '## Bab 6. Bentuk kerja sama dan alokasi risiko', '## Bab 7. Kebutuhan dukungan dan jaminan pemerintah', '## Bab 8. Rencana pengadaan badan usaha',
    ] } },
    en: { name: 'outline-business-case-structure.docx', content: { format: 'docx', lines: [
      '# Outline Business Case (OBC)', '## Chapter 1. Executive summary', '## Chapter 2. Legal and institutional assessment', '- Sector legal basis and the GCA mandate', '- Permits required',
      '## Chapter 3. Technical assessment', '- Demand analysis and output specification', '- Concept design and cost estimate', '## Chapter 4. Economic and commercial assessment', '- Social cost-benefit analysis', '- Financial analysis and initial Value for Money',
      '## Chapter 5. Environmental and social assessment', '## Chapter 6. Partnership structure and risk allocation', '## Chapter 7. Government support and guarantee needs', '## Chapter 8. Procurement plan',
    ] } },
  },
}
