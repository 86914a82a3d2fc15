import type { Locale } from '../../../lib/i18n/config'

const MESSAGES = {
  notFound: { id: 'Program tidak ditemukan.', en: 'The programme was not found.' },
  closed: {
    id: 'Pendaftaran program ini sudah ditutup: batas waktu pendaftaran telah lewat.',
    en: 'Registration for this programme has closed: the registration deadline has passed.',
  },
  full: { id: 'Kuota peserta program ini sudah penuh.', en: 'This programme is full: every seat has been taken.' },
  already: { id: 'Anda sudah terdaftar di program ini.', en: 'You are already registered for this programme.' },
  mayRegister: { id: 'Anda dapat mendaftar program ini.', en: 'You can register for this programme.' },
  registered: {
    id: 'Pendaftaran berhasil. Silakan lakukan pembayaran dan unggah bukti transfer.',
    en: 'You are registered. Please pay and upload the transfer receipt.',
  },
  notRegistered: { id: 'Anda belum terdaftar di program ini.', en: 'You are not registered for this programme.' },
  notPaid: {
    id: 'Dasbor program terbuka setelah pembayaran Anda diverifikasi.',
    en: 'The programme dashboard opens once your payment has been verified.',
  },
  proofInvalid: {
    id: 'Bukti pembayaran harus berupa gambar (JPG, PNG, WEBP) atau PDF berukuran paling besar 5 MB.',
    en: 'The payment proof must be an image (JPG, PNG, WEBP) or a PDF of at most 5 MB.',
  },
  proofSaved: {
    id: 'Bukti pembayaran terkirim. Kami akan memverifikasinya dan memberi tahu Anda.',
    en: 'Payment proof sent. We will verify it and let you know.',
  },
  alreadyPaid: { id: 'Pembayaran Anda sudah diverifikasi.', en: 'Your payment has already been verified.' },
  lectureNotFound: { id: 'Materi tidak ditemukan.', en: 'The lecture was not found.' },
  markedRead: { id: 'Materi ditandai selesai dibaca.', en: 'Lecture marked as read.' },
  quizNotMarkable: { id: 'Kuis selesai ketika Anda lulus kuisnya, bukan dengan ditandai.', en: 'A quiz is done when you pass it, not by marking it.' },
  feedbackSaved: { id: 'Terima kasih, umpan balik Anda tersimpan.', en: 'Thank you, your feedback is saved.' },
  feedbackAlready: { id: 'Anda sudah mengirim umpan balik untuk program ini.', en: 'You have already sent feedback for this programme.' },
  inhouseSaved: {
    id: 'Permintaan in-house Anda terkirim. Tim kami akan menghubungi Anda.',
    en: 'Your in-house request is sent. Our team will contact you.',
  },
} as const

export type TCp3pMessage = keyof typeof MESSAGES

export function cp3pMessage(key: TCp3pMessage, locale: Locale): string {
  return MESSAGES[key][locale]
}
