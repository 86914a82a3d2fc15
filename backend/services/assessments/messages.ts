import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the assessment calls, in the language of the call. */
const MESSAGES = {
  success: { id: 'Berhasil', en: 'Success' },
  failed: { id: 'Gagal', en: 'Failed' },
  noAssessment: { id: 'Kuis atau ujian ini belum tersedia.', en: 'This quiz or exam is not available yet.' },
  examLocked: {
    id: 'Ujian akhir terbuka setelah semua materi dan kuis selesai.',
    en: 'The final exam opens once every lecture and quiz is done.',
  },
  noAttemptsLeft: { id: 'Kesempatan mengerjakan sudah habis ({allowed} kali).', en: 'No attempts left ({allowed} allowed).' },
  available: { id: 'Anda dapat mengerjakan. Sisa kesempatan: {left}.', en: 'You may start. Attempts left: {left}.' },
  resume: { id: 'Lanjutkan percobaan yang sedang berjalan.', en: 'Continue the attempt in progress.' },
  noOpenAttempt: { id: 'Tidak ada percobaan yang sedang berjalan.', en: 'There is no attempt in progress.' },
  timeUp: { id: 'Waktu habis. Jawaban tidak lagi diterima.', en: 'Time is up. Answers are no longer accepted.' },
  alreadySubmitted: { id: 'Percobaan ini sudah dikumpulkan.', en: 'This attempt has already been submitted.' },
  noQuestion: { id: 'Soal tidak ditemukan.', en: 'Question not found.' },
  badChoice: { id: 'Pilihan jawaban tidak valid.', en: 'The chosen answer is not valid.' },
  badOrder: { id: 'Urutan harus memuat setiap butir tepat satu kali.', en: 'The order must list every item exactly once.' },
  badMatches: { id: 'Setiap pasangan harus memilih salah satu jawaban yang tersedia.', en: 'Each pair must name one of the given matches.' },
  textRequired: { id: 'Jawaban wajib diisi', en: 'Answer is required' },
  textTooLong: { id: 'Jawaban paling banyak {n} huruf', en: 'Answer must have at most {n} letters' },
  numberRequired: { id: 'Jawaban harus berupa angka', en: 'Answer must be number' },
  submitted: { id: 'Jawaban dikumpulkan.', en: 'Answers submitted.' },
  submittedAwaitingGrading: { id: 'Jawaban dikumpulkan. Nilai akhir menunggu penilaian esai oleh pengajar.', en: 'Answers submitted. The final score waits for the lecturer to grade the essay.' },
  noReview: { id: 'Pembahasan tersedia setelah percobaan dikumpulkan.', en: 'The review is available once an attempt is submitted.' },
  essayNotFound: { id: 'Jawaban esai tidak ditemukan.', en: 'Essay answer not found.' },
  notTeaching: { id: 'Anda hanya dapat menilai kursus yang Anda ajar.', en: 'You can only grade courses you teach.' },
  notSubmittedYet: { id: 'Percobaan ini belum dikumpulkan.', en: 'This attempt has not been submitted yet.' },
  gradeRequired: { id: 'Isi poinnya: nilai yang sudah diberikan dapat diubah, tetapi tidak dikosongkan.', en: 'Enter the points: a grade can be changed but not cleared.' },
  pointsTooHigh: { id: 'Poin paling banyak {max}', en: 'Points must be at most {max}' },
  graded: { id: 'Nilai disimpan.', en: 'Grade saved.' },
  gradedNotice: { id: 'Esai Anda pada "{title}" sudah dinilai. Nilai: {score}.', en: 'Your essay in "{title}" has been graded. Score: {score}.' },
  learnersOnly: { id: 'Hanya peserta yang mengerjakan kuis dan ujian.', en: 'Only learners take quizzes and exams.' },
} as const

export type TAssessmentMessage = keyof typeof MESSAGES

export function assessmentMessage(key: TAssessmentMessage, locale: Locale, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}
