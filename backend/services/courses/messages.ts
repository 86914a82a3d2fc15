import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the course calls, in the language of the call. */
const MESSAGES = {
  success: { id: 'Berhasil', en: 'Success' },
  notFound: { id: 'Data yang Anda cari tidak ditemukan', en: 'The data you are looking for was not found' },
  notEnrolled: {
    id: 'Anda belum terdaftar di kursus ini. Daftar terlebih dahulu untuk membuka materinya.',
    en: 'You are not enrolled in this course. Enrol first to open its lectures.',
  },
  mayEnroll: { id: 'Anda dapat mendaftar di kursus ini.', en: 'You can enrol in this course.' },
  alreadyEnrolled: { id: 'Anda sudah terdaftar di kursus ini.', en: 'You are already enrolled in this course.' },
  learnersOnly: {
    id: 'Hanya peserta yang dapat mendaftar kursus. Pengajar membuka materi langsung.',
    en: 'Only learners enrol in courses. Lecturers open the lectures directly.',
  },
  enrolled: { id: 'Pendaftaran berhasil. Selamat belajar!', en: 'You are enrolled. Enjoy the course!' },
  cp3pOnly: {
    id: 'Kursus ini bagian dari program cp3p: daftar dan bayar program cp3p untuk membukanya.',
    en: 'This course is part of a cp3p programme: register and pay for the programme to open it.',
  },
  enrolNotice: { id: 'Anda terdaftar di kursus {course}.', en: 'You are enrolled in {course}.' },
  markedRead: { id: 'Materi ditandai selesai.', en: 'Lecture marked as read.' },
  quizNotMarkable: {
    id: 'Kuis selesai ketika Anda lulus kuisnya, bukan dengan ditandai.',
    en: 'A quiz is done when you pass it, not by marking it.',
  },
  lectureLocked: {
    id: 'Materi ini masih terkunci. Selesaikan dulu materi "{lecture}".',
    en: 'This lecture is still locked. Finish the lecture "{lecture}" first.',
  },
  prerequisitesUnmet: {
    id: 'Selesaikan dulu kursus prasyarat sebelum mendaftar: {courses}.',
    en: 'Complete the prerequisite courses before enrolling: {courses}.',
  },
  learnerOnlyProgress: { id: 'Hanya peserta yang mencatat kemajuan.', en: 'Only learners record progress.' },
  notTeaching: { id: 'Anda tidak mengajar kursus ini.', en: 'You do not teach this course.' },
} as const

export type TCourseMessage = keyof typeof MESSAGES

export function courseMessage(key: TCourseMessage, locale: Locale, values: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}
