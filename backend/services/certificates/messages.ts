import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the certificate calls, in the language of the call. */
const MESSAGES = {
  valid: { id: 'Sertifikat asli dan berlaku.', en: 'This certificate is genuine and valid.' },
  revoked: { id: 'Sertifikat ini telah dicabut dan tidak lagi berlaku.', en: 'This certificate has been revoked and is no longer valid.' },
  unknown: {
    id: 'Kode sertifikat tidak dikenal. Periksa kembali kode yang Anda masukkan.',
    en: 'This certificate code is unknown. Check the code you entered.',
  },
  notIssued: {
    id: 'Sertifikat belum terbit. Selesaikan seluruh materi (dan ujian akhir, bila ada) terlebih dahulu.',
    en: 'No certificate yet. Finish every lecture (and the final exam, if any) first.',
  },
  feedbackFirst: { id: 'Berikan umpan balik kursus terlebih dahulu untuk melihat sertifikat.', en: 'Give the course feedback first to see your certificate.' },
  feedbackSaved: { id: 'Terima kasih atas umpan balik Anda.', en: 'Thank you for your feedback.' },
  feedbackAlready: { id: 'Anda sudah memberikan umpan balik untuk kursus ini.', en: 'You have already given feedback on this course.' },
  feedbackFailed: {
    id: 'Terjadi kesalahan tak terduga saat mengirim umpan balik.',
    en: 'An unexpected error occurred while submitting feedback.',
  },
  unknownStatusList: { id: 'Daftar status sertifikat tidak ditemukan.', en: 'This certificate status list does not exist.' },
  credentialInvalid: {
    id: 'Berkas kredensial ini tidak sah: tidak ditandatangani oleh LPI Learning atau isinya telah diubah.',
    en: 'This credential file is not valid: it was not signed by LPI Learning or its content was changed.',
  },
  notYours: { id: 'Sertifikat ini bukan milik Anda.', en: 'This certificate is not yours.' },
  issuedNotice: {
    id: 'Selamat! E-sertifikat kursus {course} telah terbit.',
    en: 'Congratulations! Your e-certificate for {course} has been issued.',
  },
} as const

export type TCertificateMessage = keyof typeof MESSAGES

export function certificateMessage(key: TCertificateMessage, locale: Locale, values: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}
