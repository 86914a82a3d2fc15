import type { TBilingual } from '../types'

export type TNewsletterSeed = { issue: number; date: string; title: TBilingual; summary: TBilingual; contents: Record<'id' | 'en', string[]> }

const issue = (n: number, date: string, title: TBilingual, summary: TBilingual, id: string[], en: string[]): TNewsletterSeed => ({
  issue: n,
  date,
  title,
  summary,
  contents: { id, en },
})

/** Nine quarterly issues of the community newsletter, September 2024 to September 2026. */
export const NEWSLETTERS: TNewsletterSeed[] = [
  issue(1, '2024-09-13', { id: 'Edisi Perdana: Mengenal Komunitas Praktisi', en: 'First Issue: Meet the Community of Practice' },
    { id: 'Siapa anggota KoP, bagaimana diskusi bulanan berjalan, dan rencana kegiatan satu tahun ke depan.', en: 'Who the CoP members are, how the monthly discussions work, and the plan for the year ahead.' },
    ['Sambutan ketua komunitas', 'Profil anggota menurut sektor dan provinsi', 'Kalender kegiatan 2024-2025'],
    ["Chair's welcome", 'Members by sector and province', 'Activity calendar 2024-2025']),
  issue(2, '2024-12-13', { id: 'Belajar dari KPBU SPAM Umbulan', en: 'Lessons from the Umbulan Water-Supply PPP' },
    { id: 'Catatan kunjungan proyek ke Pasuruan: struktur kerja sama, pembagian risiko air baku, dan peran pemerintah provinsi.', en: 'Notes from the site visit to Pasuruan: the partnership structure, raw-water risk sharing and the role of the provincial government.' },
    ['Laporan kunjungan proyek', 'Wawancara dengan PJPK', 'Pelajaran untuk proyek air minum regional'],
    ['Site visit report', 'Interview with the contracting agency', 'Lessons for regional water projects']),
  issue(3, '2025-03-14', { id: 'Availability Payment untuk Pemerintah Daerah', en: 'Availability Payments for Local Governments' },
    { id: 'Ringkasan diskusi bulanan tentang kemampuan fiskal daerah, persetujuan DPRD, dan penganggaran pembayaran ketersediaan layanan.', en: 'A summary of the monthly discussions on regional fiscal capacity, council approval and budgeting for availability payments.' },
    ['Kerangka hukum AP daerah', 'Studi kasus penerangan jalan umum', 'Tanya jawab dengan Simpul KPBU'],
    ['The legal framework for regional AP', 'Case study: street lighting', 'Q&A with a PPP unit']),
  issue(4, '2025-06-13', { id: 'Pengadaan Lahan dan Jadwal Proyek', en: 'Land Acquisition and Project Timelines' },
    { id: 'Mengapa pengadaan lahan sering menunda financial close, dan langkah mitigasi yang diterapkan anggota di lima proyek jalan.', en: 'Why land acquisition so often delays financial close, and the mitigations members used on five road projects.' },
    ['Peta masalah pengadaan lahan', 'Dana talangan dan LMAN', 'Daftar periksa kesiapan lahan'],
    ['Mapping land acquisition problems', 'Bridging funds and LMAN', 'A land readiness checklist']),
  issue(5, '2025-09-12', { id: 'Penjaminan Pemerintah: Apa yang Perlu Disiapkan PJPK', en: 'Government Guarantees: What Contracting Agencies Need to Prepare' },
    { id: 'Dokumen dan analisis risiko yang dibutuhkan sebelum mengajukan penjaminan infrastruktur, dari usulan awal hingga perjanjian regres.', en: 'The documents and risk analysis needed before applying for an infrastructure guarantee, from the first proposal to the recourse agreement.' },
    ['Alur pengajuan penjaminan', 'Matriks risiko yang dapat dijamin', 'Kesalahan umum dalam dokumen usulan'],
    ['The guarantee application process', 'A matrix of guaranteeable risks', 'Common mistakes in proposals']),
  issue(6, '2025-12-12', { id: 'Catatan Temu Tahunan 2025', en: 'Notes from the 2025 Annual Meeting' },
    { id: 'Sorotan temu tahunan di Surabaya: tiga sesi berbagi pengalaman, penghargaan praktisi, dan agenda komunitas 2026.', en: 'Highlights of the annual meeting in Surabaya: three experience-sharing sessions, the practitioner awards and the 2026 agenda.' },
    ['Ringkasan sesi pleno', 'Penerima penghargaan praktisi 2025', 'Agenda komunitas 2026'],
    ['Plenary summary', 'The 2025 practitioner award winners', 'The community agenda for 2026']),
  issue(7, '2026-03-13', { id: 'KPBU Sektor Kesehatan', en: 'PPPs in the Health Sector' },
    { id: 'Pengalaman menyiapkan KPBU rumah sakit daerah: lingkup layanan medis dan nonmedis, indikator kinerja, dan skema pembayaran.', en: 'Experience from preparing regional hospital PPPs: the scope of clinical and non-clinical services, performance indicators and payment schemes.' },
    ['Lingkup layanan yang dapat dikerjasamakan', 'Menyusun indikator kinerja layanan', 'Profil proyek RSUD'],
    ['Which services can be partnered', 'Designing service performance indicators', 'Regional hospital project profile']),
  issue(8, '2026-06-12', { id: 'Pembiayaan Transisi Energi di Daerah', en: 'Financing the Energy Transition in the Regions' },
    { id: 'Peluang KPBU dan pembiayaan campuran untuk energi terbarukan skala daerah, dari PLTS atap gedung pemerintah hingga pengolahan sampah menjadi energi.', en: 'PPP and blended-finance opportunities for regional renewable energy, from rooftop solar on government buildings to waste-to-energy.' },
    ['Peta peluang proyek energi daerah', 'Pembiayaan campuran dan hibah', 'Wawancara dengan mitra pembangunan'],
    ['Regional energy project opportunities', 'Blended finance and grants', 'Interview with a development partner']),
  issue(9, '2026-09-11', { id: 'Market Sounding yang Efektif', en: 'Running an Effective Market Sounding' },
    { id: 'Cara merancang market sounding yang menghasilkan masukan berguna dari calon investor dan pemberi pinjaman, lengkap dengan contoh kuesioner.', en: 'How to design a market sounding that draws useful feedback from prospective investors and lenders, with a sample questionnaire.' },
    ['Kapan market sounding dilakukan', 'Menyusun pertanyaan yang tepat', 'Menindaklanjuti masukan pasar'],
    ['When to hold a market sounding', 'Asking the right questions', 'Acting on market feedback']),
]
