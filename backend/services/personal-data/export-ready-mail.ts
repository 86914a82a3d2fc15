import type { Payload } from 'payload'
import { formatDateTime } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from '../mail/layout'

type TExportReadyMail = { to: string; name: string; expiresAt: string; locale: Locale }

/**
 * Tells the member their data export is ready. The link is the settings page, not the file: the download needs the
 * member's own session, so a forwarded or leaked mail opens nothing.
 */
export async function sendDataExportReadyMail(payload: Payload, { to, name, expiresAt, locale }: TExportReadyMail): Promise<void> {
  const url = `${new URL(buildPath('/user/account-settings', locale), siteUrl()).href}#personal-data`
  const until = formatDateTime(expiresAt, locale)
  const id = locale === 'id'
  await queueMail(payload, {
    kind: 'dataExportReady',
    to,
    locale,
    subject: id ? 'Salinan data pribadi Anda siap diunduh' : 'Your personal data export is ready',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines: [
        id
          ? 'Salinan data pribadi yang Anda minta sudah siap: berkas zip berisi data profil, kursus, penilaian, forum, pendaftaran, pembayaran, sertifikat, notifikasi, dan berkas yang Anda unggah.'
          : 'The copy of your personal data you asked for is ready: a zip with your profile, courses, assessments, forum posts, registrations, payments, certificates, notifications and the files you uploaded.',
        id
          ? `Masuk ke akun Anda dan unduh dari halaman pengaturan akun sebelum ${until}. Setelah itu tautannya kedaluwarsa dan Anda dapat memintanya lagi.`
          : `Sign in and download it from your account settings before ${until}. After that the link expires and you can ask for a new one.`,
      ],
      action: { label: id ? 'Buka pengaturan akun' : 'Open account settings', url },
      footer: id ? 'Jika Anda tidak meminta salinan ini, segera ganti kata sandi Anda. — LPI Learning' : 'If you did not ask for this copy, change your password now. — LPI Learning',
    }),
  })
}
