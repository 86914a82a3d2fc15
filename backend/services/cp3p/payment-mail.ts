import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { localizePermalink } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from '../mail/layout'

type TDecisionMail = { to: string; name: string; title: string; paid: boolean; reason: string; permalink: string; locale: Locale }

/** Tells the learner staff verified or rejected their cp3p transfer, with the way on. */
export async function sendPaymentDecisionMail(payload: Payload, { to, name, title, paid, reason, permalink, locale }: TDecisionMail, req?: PayloadRequest): Promise<void> {
  const id = locale === 'id'
  const url = new URL(localizePermalink(permalink, locale), siteUrl()).href
  const lines = paid
    ? [id ? `Pembayaran Anda untuk program cp3p "${title}" telah diverifikasi. Dasbor program kini terbuka.` : `Your payment for the cp3p programme "${title}" is verified. The programme dashboard is now open.`]
    : [
        id ? `Bukti pembayaran Anda untuk program cp3p "${title}" belum dapat kami terima.` : `We could not accept your payment proof for the cp3p programme "${title}".`,
        ...(reason ? [id ? `Alasan: ${reason}` : `Reason: ${reason}`] : []),
        id ? 'Silakan unggah bukti transfer yang benar.' : 'Please upload a correct transfer receipt.',
      ]
  await queueMail(payload, {
    kind: 'cp3pPaymentDecision',
    locale,
    to,
    subject: paid ? (id ? 'Pembayaran cp3p terverifikasi' : 'cp3p payment verified') : id ? 'Bukti pembayaran cp3p ditolak' : 'cp3p payment proof rejected',
    ...renderMail({
      greeting: id ? `Halo ${name},` : `Hello ${name},`,
      lines,
      action: { label: paid ? (id ? 'Buka dasbor' : 'Open the dashboard') : id ? 'Unggah bukti' : 'Upload proof', url },
      footer: '— LPI Learning',
    }),
  }, req)
}
