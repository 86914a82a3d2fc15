import type { EmailAdapter, SendEmailOptions } from 'payload'
import { queueMail } from '../jobs/queue-mail'
import { mailFrom } from '../lib/mailer'

type TAddress = NonNullable<SendEmailOptions['to']>
type TOneAddress = string | { address: string }

/** Payload's forgot-password mail has HTML only; the text part is that HTML's words (its links are written out). */
const textOf = (html: string) =>
  html.replace(/<\/p>/g, '\n\n').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim()

const addressText = (to: TAddress): string =>
  ([to].flat(2) as TOneAddress[]).map((one) => (typeof one === 'string' ? one : one.address)).join(', ')

/**
 * Payload's own mail (/admin forgot-password) goes the way of every other mail: queued as a sendMail job, sent by
 * a runner through SMTP_URL or into the outbox. Payload's nodemailer adapter would send inside the request, so an
 * SMTP outage would answer 500 and lose the mail.
 */
export const queuedEmailAdapter: EmailAdapter = ({ payload }) => {
  const { name, address } = mailFrom()
  return {
    name: 'queued-mail',
    defaultFromName: name,
    defaultFromAddress: address,
    sendEmail: async (message) => {
      if (!message.to) throw new Error('A mail needs a recipient')
      await queueMail(payload, {
        kind: 'adminPasswordReset',
        to: addressText(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : textOf(String(message.html ?? '')),
        html: typeof message.html === 'string' ? message.html : '',
      })
    },
  }
}
