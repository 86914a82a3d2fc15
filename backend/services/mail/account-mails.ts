import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from './layout'

const FOOTER = {
  id: 'Jika Anda tidak meminta email ini, abaikan saja. — LPI Learning',
  en: 'If you did not ask for this email, you can ignore it. — LPI Learning',
}

const absolute = (pathname: string) => new URL(pathname, siteUrl()).href

export async function sendActivationMail(payload: Payload, to: string, name: string, token: string, locale: Locale): Promise<void> {
  const url = absolute(buildPath('/login/activation/[tokenActivation]', locale, { tokenActivation: token }))
  const id = locale === 'id'
  await queueMail(payload, {
    kind: 'accountActivation',
    to,
    subject: id ? 'Aktifkan akun LPI Learning Anda' : 'Activate your LPI Learning account',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines: [
        id
          ? 'Terima kasih telah mendaftar. Buka tautan di bawah ini untuk mengaktifkan akun Anda. Tautan berlaku 48 jam dan hanya dapat dipakai sekali.'
          : 'Thank you for registering. Open the link below to activate your account. It works for 48 hours, once.',
      ],
      action: { label: id ? 'Aktifkan akun' : 'Activate account', url },
      footer: FOOTER[locale],
    }),
  })
}

export async function sendResetMail(payload: Payload, to: string, name: string, token: string, locale: Locale): Promise<void> {
  const url = absolute(buildPath('/update-password/[keyToken]', locale, { keyToken: token }))
  const id = locale === 'id'
  await queueMail(payload, {
    kind: 'passwordReset',
    to,
    subject: id ? 'Atur ulang kata sandi LPI Learning' : 'Reset your LPI Learning password',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines: [
        id
          ? 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Tautan berlaku 1 jam dan hanya dapat dipakai sekali.'
          : 'We received a request to reset your account password. The link works for 1 hour, once.',
      ],
      action: { label: id ? 'Atur ulang kata sandi' : 'Reset password', url },
      footer: FOOTER[locale],
    }),
  })
}

export async function sendEmailOtpMail(payload: Payload, to: string, name: string, code: string, locale: Locale): Promise<void> {
  const id = locale === 'id'
  await queueMail(payload, {
    kind: 'emailChangeCode',
    to,
    subject: id ? 'Kode verifikasi perubahan email' : 'Your email change verification code',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines: [
        id
          ? 'Masukkan kode ini untuk memakai alamat email ini di akun LPI Learning Anda. Kode berlaku 10 menit.'
          : 'Enter this code to use this address for your LPI Learning account. The code works for 10 minutes.',
      ],
      code,
      footer: FOOTER[locale],
    }),
  })
}

/**
 * To the owner of an address someone tried to register again: the sign-up form answers a taken address like a
 * new one (it must not tell strangers which addresses have accounts), so the owner learns it here.
 */
export async function sendRegistrationAttemptMail(payload: Payload, to: string, name: string, locale: Locale): Promise<void> {
  const id = locale === 'id'
  const resetUrl = absolute(buildPath('/forgot-password', locale))
  await queueMail(payload, {
    kind: 'registrationAttempt',
    to,
    subject: id ? 'Ada yang mencoba mendaftar dengan email Anda' : 'Someone tried to register with your email',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines: [
        id
          ? 'Seseorang baru saja mencoba membuat akun LPI Learning dengan alamat email ini, yang sudah memiliki akun. Tidak ada akun baru yang dibuat.'
          : 'Someone just tried to create an LPI Learning account with this email address, which already has an account. No new account was made.',
        id
          ? `Jika itu Anda, silakan masuk di ${absolute(buildPath('/login', locale))} atau atur ulang kata sandi Anda melalui tautan di bawah ini.`
          : `If it was you, sign in at ${absolute(buildPath('/login', locale))} or reset your password with the link below.`,
      ],
      action: { label: id ? 'Atur ulang kata sandi' : 'Reset password', url: resetUrl },
      footer: FOOTER[locale],
    }),
  })
}
