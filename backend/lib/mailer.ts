import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

/** A text attachment (an .ics calendar file); kept as text so the outbox JSON stays readable. */
export type TMailAttachment = { filename: string; contentType: string; content: string }
export type TMail = { to: string; subject: string; text: string; html: string; attachments?: TMailAttachment[]; headers?: Record<string, string> }

let transport: { url: string; transporter: Transporter } | undefined

/**
 * Payload's job runner skips its ticks while a run is under way, so one send stuck on a server that accepts and then
 * stalls would hold every queued mail for nodemailer's defaults (up to 10 minutes). A send that fails this way is
 * retried like any other. Query parameters of SMTP_URL (`?socketTimeout=60000`) still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) }
  return transport.transporter
}

const mailFromHeader = () => process.env.MAIL_FROM || 'LPI Learning <no-reply@lpi-learning.local>'

/** MAIL_FROM's display name and address ("Name <address>" or a bare address). */
export function mailFrom(): { name: string; address: string } {
  const header = mailFromHeader()
  const match = header.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  return match ? { name: match[1] || 'LPI Learning', address: match[2] } : { name: 'LPI Learning', address: header.trim() }
}

export function outboxDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MAIL_OUTBOX_DIR || 'data/outbox')
}

/**
 * Sends through SMTP_URL (read on each send, so tests can point it at their own server). Without one,
 * the message is written to the outbox folder as JSON and logged, so a local run still shows its mail.
 * Only the sendMail job calls this (backend/jobs): a request queues its mail with queueMail instead.
 */
export async function deliverMail(mail: TMail): Promise<void> {
  const from = mailFromHeader()
  const url = process.env.SMTP_URL
  if (url) {
    await transporterFor(url).sendMail({ from, ...mail })
    return
  }
  const dir = outboxDir()
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`)
  await fs.writeFile(file, JSON.stringify({ from, date: new Date().toISOString(), ...mail }, null, 2), { mode: 0o600 })
  console.info(`[mail] no SMTP_URL: "${mail.subject}" to ${mail.to} written to ${path.relative(process.cwd(), file)}`)
}
