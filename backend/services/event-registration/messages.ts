import type { Locale } from '../../../lib/i18n/config'

/** The answers of the event registration and attendance calls, in the language of the call. */
const MESSAGES = {
  registered: {
    id: 'Pendaftaran berhasil. Konfirmasi dan berkas kalender telah dikirim ke email Anda.',
    en: 'You are registered. A confirmation with a calendar file has been sent to your email.',
  },
  full: { id: 'Maaf, kuota peserta acara ini sudah penuh.', en: 'Sorry, this event is fully booked.' },
  closed: { id: 'Pendaftaran acara ini sudah ditutup.', en: 'Registration for this event is closed.' },
  duplicate: { id: 'Anda sudah terdaftar di acara ini.', en: 'You are already registered for this event.' },
  notFound: { id: 'Data yang Anda cari tidak ditemukan', en: 'The data you are looking for was not found' },
  notRegistered: {
    id: 'Anda belum terdaftar di acara ini. Hanya peserta terdaftar yang dapat mengisi daftar hadir.',
    en: 'You are not registered for this event. Only registrants can mark their attendance.',
  },
  notOpenYet: {
    id: 'Daftar hadir belum dibuka. Daftar hadir dibuka 30 menit sebelum acara dimulai ({opensAt}).',
    en: 'Attendance is not open yet. It opens 30 minutes before the event starts ({opensAt}).',
  },
  windowClosed: { id: 'Daftar hadir sudah ditutup karena acara telah selesai.', en: 'Attendance is closed: the event has ended.' },
  alreadyAttended: { id: 'Kehadiran Anda sudah tercatat.', en: 'Your attendance is already recorded.' },
  attended: { id: 'Terima kasih, kehadiran Anda telah tercatat.', en: 'Thank you, your attendance has been recorded.' },
  open: { id: 'Daftar hadir dibuka.', en: 'Attendance is open.' },
  success: { id: 'Berhasil', en: 'Success' },
} satisfies Record<string, Record<Locale, string>>

export type TRegistrationMessage = keyof typeof MESSAGES

export function registrationMessage(key: TRegistrationMessage, locale: Locale, values: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
