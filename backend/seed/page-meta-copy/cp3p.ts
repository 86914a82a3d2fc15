import type { TPageMetaCopyMap } from '../types'

/** The public pages of the CP3P certification programme. */
export const CP3P_PAGE_META = {
  '/cp3p': {
    id: {
      keyword: 'CP3P, sertifikasi KPBU, sertifikasi internasional',
      description: 'CP3P adalah sertifikasi profesional KPBU bertaraf internasional yang dapat diikuti melalui LPI Learning.',
    },
    en: {
      keyword: 'CP3P, PPP certification, international certification',
      description: 'CP3P is the international professional PPP certification you can take through LPI Learning.',
    },
  },
  '/cp3p/description': {
    id: { keyword: 'deskripsi CP3P, tingkat sertifikasi', description: 'Gambaran program CP3P, tingkat sertifikasi, dan struktur ujiannya.' },
    en: { keyword: 'CP3P description, certification levels', description: 'An overview of CP3P, its certification levels and exam structure.' },
  },
  '/cp3p/faq': {
    id: { keyword: 'FAQ CP3P, pertanyaan sertifikasi', description: 'Jawaban atas pertanyaan umum seputar pendaftaran, ujian, dan biaya CP3P.' },
    en: { keyword: 'CP3P FAQ, certification questions', description: 'Answers to common questions about CP3P registration, exams and fees.' },
  },
  '/cp3p/course-overview': {
    id: { keyword: 'ikhtisar kursus CP3P, silabus', description: 'Silabus dan modul pembelajaran kursus persiapan sertifikasi CP3P.' },
    en: { keyword: 'CP3P course overview, syllabus', description: 'The syllabus and modules of the CP3P certification preparation course.' },
  },
  '/cp3p/inhouse-registration': {
    id: {
      keyword: 'CP3P inhouse, pelatihan instansi',
      description: 'Daftarkan instansi Anda untuk pelatihan CP3P inhouse dengan jadwal dan peserta sesuai kebutuhan.',
    },
    en: {
      keyword: 'CP3P in-house, organisation training',
      description: 'Register your organisation for in-house CP3P training on your own schedule and for your own team.',
    },
  },
  '/cp3p/benefit': {
    id: { keyword: 'manfaat CP3P, karier KPBU', description: 'Manfaat sertifikasi CP3P bagi karier Anda dan bagi instansi tempat Anda bekerja.' },
    en: { keyword: 'CP3P benefits, PPP career', description: 'What CP3P certification brings to your career and to your organisation.' },
  },
  '/cp3p/learning': {
    id: { keyword: 'pembelajaran CP3P, metode belajar', description: 'Metode belajar CP3P: kelas tatap muka, materi daring, dan latihan soal.' },
    en: { keyword: 'CP3P learning, learning methods', description: 'How CP3P is taught: classroom sessions, online material and practice questions.' },
  },
  '/cp3p/target': {
    id: {
      keyword: 'sasaran CP3P, peserta',
      description: 'CP3P ditujukan bagi aparatur pemerintah, BUMN, konsultan, dan pelaku usaha yang menangani proyek KPBU.',
    },
    en: {
      keyword: 'CP3P target audience, participants',
      description: 'CP3P is meant for government officials, state-owned enterprises, consultants and businesses working on PPP projects.',
    },
  },
} satisfies TPageMetaCopyMap
