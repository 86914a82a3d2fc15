import type { Locale } from '../../../lib/i18n/config'

/** The server's answers of the account calls, in the language of the call (shown in alerts and toasts). */
const MESSAGES = {
  loginFailed: { id: 'Email atau kata sandi salah.', en: 'Incorrect email or password.' },
  locked: {
    id: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.',
    en: 'Too many sign-in attempts. Try again in 15 minutes.',
  },
  rateLimited: { id: 'Terlalu banyak permintaan. Coba lagi nanti.', en: 'Too many requests. Please try again later.' },
  notVerified: {
    id: 'Akun Anda belum diaktifkan. Buka tautan aktivasi yang kami kirim ke email Anda.',
    en: 'Your account is not activated yet. Open the activation link we sent to your email.',
  },
  loginSuccess: { id: 'Berhasil masuk.', en: 'Signed in.' },
  registered: {
    id: 'Pendaftaran berhasil. Periksa email Anda untuk mengaktifkan akun.',
    en: 'Registration successful. Check your email to activate your account.',
  },
  emailTaken: { id: 'Email sudah terdaftar.', en: 'This email is already registered.' },
  botCheckFailed: { id: 'Verifikasi bot gagal. Coba lagi.', en: 'The bot check failed. Please try again.' },
  termsRequired: {
    id: 'Anda harus menyetujui syarat penggunaan dan kebijakan privasi.',
    en: 'You must agree to the terms of use and privacy policy.',
  },
  activated: { id: 'Akun Anda telah aktif. Silakan masuk.', en: 'Your account is now active. Please sign in.' },
  tokenInvalid: {
    id: 'Tautan tidak valid, sudah dipakai, atau kedaluwarsa.',
    en: 'This link is invalid, already used or expired.',
  },
  resetSent: {
    id: 'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
    en: 'If that email is registered, we have sent a link to reset the password.',
  },
  passwordReset: { id: 'Kata sandi telah diperbarui. Silakan masuk.', en: 'Your password has been updated. Please sign in.' },
  passwordChanged: { id: 'Kata sandi berhasil diubah.', en: 'Your password has been changed.' },
  wrongPassword: { id: 'Kata sandi saat ini salah.', en: 'The current password is incorrect.' },
  passwordValid: { id: 'Kata sandi benar.', en: 'The password is correct.' },
  loggedOut: { id: 'Berhasil keluar.', en: 'Signed out.' },
  unauthorized: { id: 'Silakan masuk terlebih dahulu.', en: 'Please sign in first.' },
  forbidden: { id: 'Anda tidak memiliki akses.', en: 'You do not have access.' },
  csrf: { id: 'Permintaan ditolak (asal tidak dikenal).', en: 'Request refused (unknown origin).' },
  profileSaved: { id: 'Profil berhasil disimpan.', en: 'Your profile has been saved.' },
  photoSaved: { id: 'Foto profil berhasil diperbarui.', en: 'Your profile photo has been updated.' },
  photoInvalid: {
    id: 'Foto harus berupa gambar JPG, PNG, atau WEBP dengan ukuran maksimal 2 MB.',
    en: 'The photo must be a JPG, PNG or WEBP image of at most 2 MB.',
  },
  otpSent: { id: 'Kode verifikasi telah dikirim ke email baru Anda.', en: 'A verification code has been sent to your new email.' },
  otpInvalid: { id: 'Kode verifikasi salah atau kedaluwarsa.', en: 'The verification code is wrong or expired.' },
  otpValid: { id: 'Kode verifikasi benar.', en: 'The verification code is correct.' },
  emailChanged: { id: 'Email berhasil diperbarui.', en: 'Your email has been updated.' },
  socialOnly: {
    id: 'Akun ini masuk melalui Google atau LinkedIn; pengaturan ini tidak tersedia.',
    en: 'This account signs in with Google or LinkedIn; this setting is not available.',
  },
  acknowledgeRequired: { id: 'Centang pernyataan untuk menghapus akun.', en: 'Tick the acknowledgement to delete the account.' },
  accountDeleted: { id: 'Akun Anda telah dihapus.', en: 'Your account has been deleted.' },
  notFound: { id: 'Data yang Anda cari tidak ditemukan', en: 'The data you are looking for was not found' },
  success: { id: 'Berhasil', en: 'Success' },
  socialNotRegistered: { id: 'Akun belum terdaftar.', en: 'This account is not registered yet.' },
  socialEmailInUse: {
    id: 'Email ini sudah terhubung dengan akun lain dari penyedia yang sama.',
    en: 'This email is already linked to another account of the same provider.',
  },
  socialUnverified: {
    id: 'Penyedia tidak memverifikasi email ini; masuk dengan email dan kata sandi.',
    en: 'The provider has not verified this email; sign in with email and password.',
  },
  socialFailed: { id: 'Gagal masuk melalui penyedia. Coba lagi.', en: 'Signing in with the provider failed. Please try again.' },
  socialUnavailable: { id: 'Metode masuk ini tidak tersedia.', en: 'This sign-in method is not available.' },
} satisfies Record<string, Record<Locale, string>>

export type TAccountMessage = keyof typeof MESSAGES

export function accountMessage(key: TAccountMessage, locale: Locale): string {
  return MESSAGES[key][locale]
}
