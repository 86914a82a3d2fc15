import type { PayloadRequest } from 'payload'
import { renderMail } from '../../services/mail/layout'

type TArgs = { req?: PayloadRequest; token?: string; user?: { fullName?: string | null } }

const WORDING = {
  id: {
    subject: 'Atur ulang kata sandi admin LPI Learning',
    greeting: (name: string) => `Halo ${name},`,
    line: 'Kami menerima permintaan untuk mengatur ulang kata sandi Anda di panel admin LPI Learning. Tautan berlaku 1 jam. Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tetap sama.',
    action: 'Atur ulang kata sandi',
  },
  en: {
    subject: 'Reset your LPI Learning admin password',
    greeting: (name: string) => `Hello ${name},`,
    line: 'We received a request to reset your password for the LPI Learning admin. The link works for 1 hour. If you did not ask for it, ignore this email; your password stays as it is.',
    action: 'Reset password',
  },
}

/** The admin's language first (Payload's i18n of the request), the other below: staff accounts store no language. */
const languages = (req?: PayloadRequest) => (req?.i18n?.language === 'en' ? (['en', 'id'] as const) : (['id', 'en'] as const))

/** Users' auth.forgotPassword: /admin's reset mail in our institute's words, both languages. */
export const forgotPasswordMail = {
  generateEmailSubject: ({ req }: TArgs = {}) =>
    languages(req)
      .map((language) => WORDING[language].subject)
      .join(' / '),
  generateEmailHTML: ({ req, token, user }: TArgs = {}) => {
    if (!req || !token) throw new Error('The reset mail needs the request and its token')
    const url = new URL(`${req.payload.config.routes.admin}/reset/${token}`, req.payload.config.serverURL).href
    const [first, second] = languages(req).map((language) => WORDING[language])
    const name = user?.fullName || ''
    return renderMail({
      greeting: first.greeting(name),
      lines: [first.line, second.greeting(name), second.line],
      action: { label: `${first.action} / ${second.action}`, url },
      footer: '— LPI Learning',
    }).html
  },
}
