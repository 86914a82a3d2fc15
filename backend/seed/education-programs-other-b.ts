import type { TProgramSeed } from './education-programs-main'
import { other, PJPK_AUDIENCE } from './education-programs-other-a'

export const OTHER_PROGRAMS_B: TProgramSeed[] = [
  other(9, 'in-person', [3, 'days'], ['regional', 'governance'], {
    title: ['Perencanaan Infrastruktur Daerah Terpadu', 'Integrated Regional Infrastructure Planning'],
    summary: ['Menyelaraskan RPJMD, rencana tata ruang, dan daftar proyek prioritas daerah.', 'Aligning medium-term development plans, spatial plans and priority project lists.'],
    audience: ['Bappeda dan dinas teknis', 'Regional planning agencies and technical departments'],
    more: ['Peserta memetakan proyek prioritas daerahnya menggunakan kriteria kesiapan.', 'Participants rank their own priority projects against readiness criteria.'],
    learn: { id: ['Sinkronisasi dokumen perencanaan', 'Kriteria prioritas proyek', 'Kesiapan proyek untuk dibiayai'], en: ['Aligning planning documents', 'Project prioritisation criteria', 'Financing readiness'] },
  }),
  other(10, 'in-person', [2, 'days'], ['governance', 'regional'], {
    title: ['Pengadaan Tanah untuk Kepentingan Umum', 'Land Acquisition for Public Purposes'],
    summary: ['Tahapan pengadaan tanah, penilaian ganti kerugian, dan penanganan keberatan masyarakat.', 'The land acquisition stages, compensation valuation and handling community objections.'],
    audience: ['Instansi yang memerlukan tanah dan pemerintah daerah', 'Agencies acquiring land and regional governments'],
    more: ['Disertai pembahasan putusan pengadilan tentang sengketa ganti kerugian.', 'Includes a review of court rulings on compensation disputes.'],
    learn: { id: ['Perencanaan dan persiapan pengadaan tanah', 'Penilaian ganti kerugian', 'Konsultasi publik dan keberatan'], en: ['Planning and preparing land acquisition', 'Compensation valuation', 'Public consultation and objections'] },
  }),
  other(11, 'online', [10, 'hours'], ['sustainable', 'risk'], {
    title: ['Kajian Lingkungan dan Sosial Proyek', 'Environmental and Social Safeguards'],
    summary: ['Menerapkan standar lingkungan dan sosial yang diminta pemberi pinjaman internasional.', 'Applying the environmental and social standards international lenders require.'],
    audience: ['PJPK, konsultan, dan badan usaha', 'Contracting agencies, consultants and private partners'],
    more: ['Membandingkan AMDAL dengan standar kinerja lembaga keuangan internasional.', 'Compares the national environmental impact assessment with international performance standards.'],
    learn: { id: ['AMDAL dan standar internasional', 'Rencana aksi pemukiman kembali', 'Mekanisme penanganan keluhan'], en: ['National and international standards', 'Resettlement action plans', 'Grievance mechanisms'] },
  }),
  other(12, 'blended', [3, 'weeks'], ['sustainable', 'finance'], {
    title: ['Pembiayaan Infrastruktur Hijau', 'Green Infrastructure Finance'],
    summary: ['Obligasi hijau, pembiayaan campuran, dan taksonomi hijau untuk proyek transisi energi.', 'Green bonds, blended finance and the green taxonomy for energy-transition projects.'],
    audience: ['BUMN energi, perbankan, dan pemerintah daerah', 'Energy state-owned enterprises, banks and regional governments'],
    more: ['Ditutup dengan lokakarya penyusunan kerangka obligasi hijau.', 'Ends with a workshop on drafting a green bond framework.'],
    learn: { id: ['Taksonomi Hijau Indonesia', 'Instrumen pembiayaan hijau', 'Pelaporan dampak'], en: ["Indonesia's green taxonomy", 'Green financing instruments', 'Impact reporting'] },
  }),
  other(13, 'in-person', [2, 'days'], ['governance'], {
    title: ['Tata Kelola dan Integritas Proyek', 'Project Governance and Integrity'],
    summary: ['Mencegah benturan kepentingan dan korupsi di seluruh siklus proyek infrastruktur.', 'Preventing conflicts of interest and corruption across the infrastructure project cycle.'],
    audience: ['Pejabat pembuat komitmen dan aparat pengawasan intern', 'Commitment officers and internal auditors'],
    more: ['Menggunakan kasus nyata yang telah diputus untuk membahas titik rawan.', 'Uses decided cases to discuss where projects are most exposed.'],
    learn: { id: ['Titik rawan dalam siklus proyek', 'Sistem manajemen anti-penyuapan', 'Pengawasan dan pelaporan'], en: ['Weak points in the project cycle', 'Anti-bribery management systems', 'Oversight and reporting'] },
  }),
  other(14, 'online', [8, 'hours'], ['finance', 'ppp'], {
    title: ['Dukungan Pemerintah: VGF dan PDF', 'Government Support: VGF and PDF'],
    summary: ['Kapan dan bagaimana memakai dukungan kelayakan dan fasilitas penyiapan proyek.', 'When and how to use viability gap funding and the project development facility.'],
    audience: PJPK_AUDIENCE,
    more: ['Dibawakan bersama praktisi yang pernah mengajukan dukungan untuk proyek air minum.', 'Taught with practitioners who applied for support for a water-supply project.'],
    learn: { id: ['Syarat dan proses pengajuan VGF', 'Fasilitas penyiapan proyek', 'Menggabungkan dukungan dan penjaminan'], en: ['VGF conditions and application', 'The project development facility', 'Combining support and guarantees'] },
  }),
  other(15, 'blended', [2, 'weeks'], ['ppp', 'sustainable'], {
    title: ['KPBU Sektor Kesehatan dan Pendidikan', 'PPPs in Health and Education'],
    summary: ['Merancang KPBU infrastruktur sosial dengan standar layanan yang terukur.', 'Designing social infrastructure PPPs with measurable service standards.'],
    audience: ['Dinas kesehatan, dinas pendidikan, dan PJPK', 'Health and education departments and contracting agencies'],
    more: ['Membahas pengalaman KPBU rumah sakit daerah dan sarana pendidikan tinggi.', 'Draws on regional hospital and university facility PPPs.'],
    learn: { id: ['Lingkup layanan yang dapat dikerjasamakan', 'Standar dan indikator layanan', 'Pembagian peran klinis dan non-klinis'], en: ['What services a PPP can cover', 'Service standards and indicators', 'Clinical and non-clinical roles'] },
  }),
]
