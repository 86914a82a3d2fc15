import type { TBilingual } from './types'

type TL = TBilingual

export type TCp3pProgrammeSeed = {
  slug: string
  title: TL
  category: TL
  intro: TL
  description: TL[]
  price: number
  dueInDays: number
  capacity: number
  registeredCount: number
  date: TL
  venue: TL
}

const pick = (locale: keyof TL, texts: TL[]) => texts.map((text) => text[locale])
export { pick }

export const CP3P_PROGRAMMES: TCp3pProgrammeSeed[] = [
  {
    slug: 'cp3p-batch-12-jakarta',
    title: { id: 'Sertifikasi CP3P Angkatan 12 — Jakarta', en: 'CP3P Certification Batch 12 — Jakarta' },
    category: { id: 'Kursus publik', en: 'Public course' },
    intro: {
      id: 'Program sertifikasi profesional KPBU (PPP) lima hari dengan ujian internasional.',
      en: 'A five-day professional PPP certification programme with an international exam.',
    },
    description: [
      {
        id: 'Certified PPP Professional (CP3P) membekali peserta dengan kerangka kerja KPBU yang diakui secara internasional, mulai dari identifikasi proyek hingga manajemen kontrak.',
        en: 'The Certified PPP Professional (CP3P) programme gives participants the internationally recognised PPP framework, from project identification to contract management.',
      },
      {
        id: 'Kelas dipandu pelatih bersertifikat dan diakhiri dengan ujian Foundation.',
        en: 'Classes are led by certified trainers and end with the Foundation exam.',
      },
    ],
    price: 12_500_000,
    dueInDays: 45,
    capacity: 30,
    registeredCount: 0,
    date: { id: '12–16 Januari 2027', en: '12–16 January 2027' },
    venue: { id: 'Gedung LPI, Jakarta Selatan', en: 'LPI Building, South Jakarta' },
  },
  {
    slug: 'cp3p-batch-11-surabaya',
    title: { id: 'Sertifikasi CP3P Angkatan 11 — Surabaya', en: 'CP3P Certification Batch 11 — Surabaya' },
    category: { id: 'Kursus publik', en: 'Public course' },
    intro: { id: 'Pendaftaran angkatan ini sudah ditutup.', en: 'Registration for this batch has closed.' },
    description: [{ id: 'Angkatan regional di Surabaya.', en: 'A regional batch in Surabaya.' }],
    price: 11_000_000,
    dueInDays: -10,
    capacity: 30,
    registeredCount: 12,
    date: { id: '2–6 November 2026', en: '2–6 November 2026' },
    venue: { id: 'Surabaya', en: 'Surabaya' },
  },
  {
    slug: 'cp3p-batch-13-bali',
    title: { id: 'Sertifikasi CP3P Angkatan 13 — Bali', en: 'CP3P Certification Batch 13 — Bali' },
    category: { id: 'Kursus publik', en: 'Public course' },
    intro: { id: 'Kuota angkatan ini sudah penuh.', en: 'This batch is fully booked.' },
    description: [{ id: 'Angkatan khusus di Bali.', en: 'A special batch in Bali.' }],
    price: 13_000_000,
    dueInDays: 60,
    capacity: 20,
    registeredCount: 20,
    date: { id: '8–12 Februari 2027', en: '8–12 February 2027' },
    venue: { id: 'Denpasar, Bali', en: 'Denpasar, Bali' },
  },
]

/** The demo programme's chapters on the engine (decision 036): the quiz lecture gets its quiz in seed/assessments.ts. */
export const CP3P_CHAPTERS: { title: TL; lectures: { title: TL; type: 'reading' | 'video' | 'file' | 'quiz'; body?: TL[]; videoUrl?: string }[] }[] = [
  {
    title: { id: 'Bab 1: Pengantar KPBU', en: 'Chapter 1: Introduction to PPP' },
    lectures: [
      {
        title: { id: 'Apa itu KPBU?', en: 'What is a PPP?' },
        type: 'reading',
        body: [
          { id: 'KPBU adalah kerja sama jangka panjang antara pemerintah dan badan usaha untuk menyediakan infrastruktur.', en: 'A PPP is a long-term partnership between government and a private company to provide infrastructure.' },
          { id: 'Risiko dibagi kepada pihak yang paling mampu mengelolanya.', en: 'Risks go to the party best able to manage them.' },
        ],
      },
      { title: { id: 'Video: siklus proyek KPBU', en: 'Video: the PPP project cycle' }, type: 'video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
  },
  {
    title: { id: 'Bab 2: Penyiapan proyek', en: 'Chapter 2: Project preparation' },
    lectures: [
      {
        title: { id: 'Studi kelayakan', en: 'Feasibility study' },
        type: 'reading',
        body: [{ id: 'Studi kelayakan menilai aspek teknis, finansial, hukum dan lingkungan.', en: 'A feasibility study assesses technical, financial, legal and environmental aspects.' }],
      },
      { title: { id: 'Kuis: penyiapan proyek', en: 'Quiz: project preparation' }, type: 'quiz', body: [{ id: 'Jawab tiga soal tentang penyiapan proyek KPBU.', en: 'Answer three questions on PPP project preparation.' }] },
    ],
  },
]

export const CP3P_PAGE_COPY = {
  heroTitle: { id: 'Certified PPP Professional (CP3P)', en: 'Certified PPP Professional (CP3P)' },
  heroIntro: {
    id: 'Sertifikasi profesional KPBU yang diakui internasional, diselenggarakan bersama mitra global.',
    en: 'An internationally recognised PPP professional certification, run with global partners.',
  },
  description: { id: 'Tentang CP3P', en: 'About CP3P' },
  descriptionBody: {
    id: 'CP3P adalah program sertifikasi bagi praktisi kerja sama pemerintah dan badan usaha.',
    en: 'CP3P is a certification programme for public-private partnership practitioners.',
  },
  courseOverview: { id: 'Ikhtisar kursus', en: 'Course overview' },
  courseOverviewBody: { id: 'Lima hari kelas, studi kasus dan ujian Foundation.', en: 'Five days of classes, case studies and the Foundation exam.' },
  benefit: { id: 'Manfaat', en: 'Benefits' },
  benefitBody: { id: 'Sertifikat yang diakui dan jaringan alumni praktisi KPBU.', en: 'A recognised certificate and an alumni network of PPP practitioners.' },
  learning: { id: 'Pembelajaran', en: 'Learning' },
  learningBody: { id: 'Anda akan memahami siklus proyek KPBU dari awal hingga akhir.', en: 'You will understand the PPP project cycle from start to end.' },
  target: { id: 'Target peserta', en: 'Who it is for' },
  targetBody: { id: 'Pejabat pemerintah, konsultan, pemberi pinjaman dan badan usaha.', en: 'Government officials, advisers, lenders and private companies.' },
  faq: [
    { question: { id: 'Apakah ada ujian?', en: 'Is there an exam?' }, answer: { id: 'Ya, ujian Foundation di hari terakhir.', en: 'Yes, the Foundation exam on the last day.' } },
    { question: { id: 'Bagaimana cara membayar?', en: 'How do I pay?' }, answer: { id: 'Transfer bank, lalu unggah bukti transfer.', en: 'By bank transfer, then upload the receipt.' } },
  ],
  inhouseIntro: {
    id: 'Ingin menyelenggarakan CP3P untuk tim Anda? Isi formulir ini dan kami akan menghubungi Anda.',
    en: 'Want to run CP3P for your team? Fill in this form and we will contact you.',
  },
}
