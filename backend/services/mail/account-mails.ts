import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { sendMail } from '../../lib/mailer'
import { renderMail } from './layout'

const FOOTER = {
  id: 'Jika Anda tidak meminta email ini, abaikan saja. — LPI Learning',
  en: 'If you did not ask for this email, you can ignore it. — LPI Learning',
}

const absolute = (pathname: string) => new URL(pathname, siteUrl()).href

export async function sendActivationMail(to: string, name: string, token: string, locale: Locale): Promise<void> {
  const url = absolute(buildPath('/login/activation/[tokenActivation]', locale, { tokenActivation: token }))
  const id = locale === 'id'
  await sendMail({
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

export async function sendResetMail(to: string, name: string, token: string, locale: Locale): Promise<void> {
  const url = absolute(buildPath('/update-password/[keyToken]', locale, { keyToken: token }))
  const id = locale === 'id'
  await sendMail({
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

export async function sendEmailOtpMail(to: string, name: string, code: string, locale: Locale): Promise<void> {
  const id = locale === 'id'
  await sendMail({
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
