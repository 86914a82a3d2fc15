import type { TProjectDocumentSeed } from './types'

const fictional = { id: 'Proyek dalam contoh ini fiktif; angka disusun dari kisaran proyek sejenis untuk tujuan pembelajaran.', en: 'The project in this example is fictional; its figures are built from the range of similar projects for learning purposes.' }

export const WATER_BRIEF_EXAMPLE: TProjectDocumentSeed = {
  key: 'water-brief-example', kind: 'example', stage: 'planning', date: '2025-03-03', template: 'project-brief',
  title: { id: 'Contoh Project Brief: SPAM Regional Lembah Hijau', en: 'Worked Example: Lembah Hijau Regional Water Supply Project Brief' },
  sector: { id: 'Air minum', en: 'Water supply' },
  summary: { id: 'Project brief yang telah diisi untuk sistem penyediaan air minum regional 750 liter/detik yang melayani tiga kabupaten.', en: 'A completed project brief for a 750 litre-per-second regional water supply system serving three regencies.' },
  body: {
    id: `Contoh ini menunjukkan cara menuliskan kebutuhan layanan dengan data cakupan, memilih skema pengembalian investasi campuran (tarif curah dan dukungan kelayakan), serta mengidentifikasi risiko air baku sejak tahap perencanaan.
${fictional.id}`,
    en: `This example shows how to state the service need with coverage data, choose a mixed return mechanism (bulk tariff plus viability gap support) and identify raw-water risk from the planning stage.
${fictional.en}`,
  },
  files: {
    id: { name: 'contoh-project-brief-spam-lembah-hijau.pdf', content: { format: 'pdf', lines: [
      '# Contoh Project Brief - SPAM Regional Lembah Hijau', 'PJPK: Gubernur Provinsi (fiktif)', '', '1. Kebutuhan layanan: cakupan air perpipaan di tiga kabupaten baru 41 persen, target RPJMD 70 persen pada 2030.',
      '2. Lingkup: intake dan instalasi pengolahan 750 l/detik, pipa transmisi 62 km, reservoir di tiga titik serah.', '3. Perkiraan biaya modal: Rp 1,4 - 1,7 triliun.',
      '4. Pengembalian: tarif curah dari PDAM ditambah dukungan kelayakan sebagian biaya konstruksi.', '5. Risiko awal: ketersediaan air baku (pemerintah), biaya konstruksi (badan usaha), kemampuan bayar PDAM (bersama, dengan penjaminan).',
    ] } },
    en: { name: 'example-project-brief-lembah-hijau-water.pdf', content: { format: 'pdf', lines: [
      '# Worked Example - Lembah Hijau Regional Water Supply Project Brief', 'GCA: Provincial Governor (fictional)', '', '1. Service need: piped water coverage in the three regencies is 41 percent against a 70 percent target for 2030.',
      '2. Scope: intake and 750 l/s treatment plant, 62 km transmission main, reservoirs at three delivery points.', '3. Capital cost estimate: IDR 1.4 - 1.7 trillion.',
      '4. Return: bulk tariff paid by the water utilities plus viability gap funding for part of construction.', '5. Initial risks: raw water availability (government), construction cost (private partner), utility payment capacity (shared, with a guarantee).',
    ] } },
  },
}

export const TOLL_RISK_EXAMPLE: TProjectDocumentSeed = {
  key: 'toll-risk-example', kind: 'example', stage: 'preparation', date: '2025-06-16', template: 'risk-register',
  title: { id: 'Contoh Matriks Alokasi Risiko KPBU Jalan Tol', en: 'Worked Example: Toll Road PPP Risk Allocation Matrix' },
  sector: { id: 'Jalan tol', en: 'Toll roads' },
  summary: { id: 'Lima risiko utama proyek jalan tol 38 km beserta pihak penanggung dan instrumen mitigasinya.', en: 'Five key risks of a 38 km toll road project with the party that bears each and its mitigation.' },
  body: {
    id: `Contoh ini memperlihatkan bagaimana register risiko diterjemahkan menjadi matriks alokasi dalam dokumen pengadaan, termasuk risiko yang dijamin pemerintah melalui penjaminan infrastruktur.
${fictional.id}`,
    en: `This example shows how a risk register becomes the allocation matrix of the tender documents, including the risks the government backs through an infrastructure guarantee.
${fictional.en}`,
  },
  files: {
    id: { name: 'contoh-matriks-risiko-jalan-tol.pdf', content: { format: 'pdf', lines: [
      '# Contoh Matriks Alokasi Risiko - Jalan Tol 38 km', '', 'Risiko lahan - Pemerintah - PJPK mengendalikan proses pengadaan tanah.', 'Risiko desain dan konstruksi - Badan usaha - dikelola melalui kontrak EPC.',
      'Risiko lalu lintas - Badan usaha - dimitigasi dengan penyesuaian tarif berkala.', 'Risiko perubahan tarif oleh pemerintah - Pemerintah - dijamin melalui penjaminan infrastruktur.', 'Risiko keadaan kahar - Bersama - perpanjangan masa konsesi.',
    ] } },
    en: { name: 'example-toll-road-risk-matrix.pdf', content: { format: 'pdf', lines: [
      '# Worked Example - Risk Allocation Matrix, 38 km Toll Road', '', 'Land risk - Government - the GCA controls land acquisition.', 'Design and construction risk - Private partner - managed through an EPC contract.',
      'Traffic risk - Private partner - mitigated by periodic tariff adjustment.', 'Government tariff change risk - Government - covered by an infrastructure guarantee.', 'Force majeure - Shared - concession extension.',
    ] } },
  },
}

export const HOSPITAL_VFM_EXAMPLE: TProjectDocumentSeed = {
  key: 'hospital-vfm-example', kind: 'example', stage: 'preparation', date: '2025-08-11', template: 'obc-outline',
  title: { id: 'Contoh Perhitungan Value for Money RSUD', en: 'Worked Example: Regional Hospital Value for Money' },
  sector: { id: 'Kesehatan', en: 'Health' },
  summary: { id: 'Perbandingan nilai kini biaya Public Sector Comparator dan KPBU untuk rumah sakit daerah 300 tempat tidur selama 20 tahun.', en: 'A present-value comparison of the Public Sector Comparator and the PPP option for a 300-bed regional hospital over 20 years.' },
  body: {
    id: `Lembar kerja menghitung selisih nilai kini (Value for Money) dari biaya konstruksi, operasi, risiko yang ditahan pemerintah, dan pembayaran ketersediaan layanan. Ubah tingkat diskonto untuk melihat sensitivitas hasil.
${fictional.id}`,
    en: `The workbook computes the present-value difference (Value for Money) from construction, operation, retained risk and availability payments. Change the discount rate to see how sensitive the result is.
${fictional.en}`,
  },
  files: {
    id: { name: 'contoh-vfm-rsud.xlsx', content: { format: 'xlsx', sheet: 'VfM', rows: [
      ['Komponen', 'Uraian', 'PSC (Rp miliar, NPV)', 'KPBU (Rp miliar, NPV)'], ['1', 'Biaya konstruksi', 620, 0], ['2', 'Biaya operasi dan pemeliharaan', 410, 0],
      ['3', 'Risiko yang ditahan pemerintah', 145, 40], ['4', 'Pembayaran ketersediaan layanan', 0, 1010], ['', 'Total', '=SUM(C2:C5)', '=SUM(D2:D5)'], ['', 'Value for Money', '=C6-D6', ''],
    ] } },
    en: { name: 'example-hospital-vfm.xlsx', content: { format: 'xlsx', sheet: 'VfM', rows: [
      ['Item', 'Description', 'PSC (IDR bn, NPV)', 'PPP (IDR bn, NPV)'], ['1', 'Construction cost', 620, 0], ['2', 'Operation and maintenance', 410, 0],
      ['3', 'Risk retained by government', 145, 40], ['4', 'Availability payments', 0, 1010], ['', 'Total', '=SUM(C2:C5)', '=SUM(D2:D5)'], ['', 'Value for Money', '=C6-D6', ''],
    ] } },
  },
}
