import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the personal data calls, in the language of the call. */
const MESSAGES = {
  exportQueued: {
    id: 'Permintaan diterima. Kami sedang menyiapkan data Anda dan akan mengirim email saat siap.',
    en: 'Request received. We are preparing your data and will email you when it is ready.',
  },
  exportPending: {
    id: 'Permintaan sebelumnya masih diproses. Tunggu hingga selesai sebelum meminta lagi.',
    en: 'Your previous request is still being prepared. Wait until it is done before asking again.',
  },
  exportNotFound: { id: 'Salinan data ini tidak ditemukan.', en: 'This data export was not found.' },
  exportNotReady: { id: 'Salinan data ini belum siap.', en: 'This data export is not ready yet.' },
  exportExpired: {
    id: 'Tautan unduhan ini sudah kedaluwarsa. Minta salinan baru dari halaman pengaturan akun.',
    en: 'This download link has expired. Ask for a new copy on your account settings page.',
  },
} as const

export type TPersonalDataMessage = keyof typeof MESSAGES

export function personalDataMessage(key: TPersonalDataMessage, locale: Locale): string {
  return MESSAGES[key][locale]
}
