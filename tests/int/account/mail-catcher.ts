import { simpleParser } from 'mailparser'
import type { Where } from 'payload'
import { SMTPServer } from 'smtp-server'
import { getTestPayload } from '../setup/payload'

export type TCaughtMail = {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; content: string }[]
  /** Raw header values by lower-case name (folded lines joined). */
  headers: Record<string, string>
}

/**
 * A real SMTP server in the test process: the app queues its mail, a job runner sends it through nodemailer to
 * SMTP_URL and the test reads what arrived. Started once per run and left to the process's end (it holds no
 * files); `stop` and `start` again give an SMTP outage, on the same address.
 */
class MailCatcher {
  readonly mails: TCaughtMail[] = []
  private server?: SMTPServer
  private port = 0

  async start(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
            this.mails.push({
              to: to ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: String(parsed.html || ''),
              attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })),
              headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()])),
            })
            callback()
          })
          .catch(callback)
      },
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    const address = server.server.address()
    this.port = typeof address === 'object' && address ? address.port : 0
    process.env.SMTP_URL = `smtp://127.0.0.1:${this.port}`
  }

  /** Closes the server: connections to SMTP_URL are refused until `start`. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(resolve))
  }

  /**
   * The latest mail to an address, once the job runner (every second) has sent every queued mail: an earlier mail
   * to the same address must not pass for the one the test just caused.
   */
  async latestTo(to: string, timeoutMs = 8_000): Promise<TCaughtMail> {
    const deadline = Date.now() + timeoutMs
    await queuedMailSent(deadline)
    while (Date.now() < deadline) {
      const found = this.mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).at(-1)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail to ${to}`)
  }

  countTo(to: string): number {
    return this.mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).length
  }
}

export const mailCatcher = new MailCatcher()

/** Mail jobs still to run (neither completed nor given up). */
export async function pendingMailJobs(): Promise<number> {
  const payload = await getTestPayload()
  const where: Where = { and: [{ taskSlug: { equals: 'sendMail' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }
  return (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs
}

/** Waits until the queue holds no mail to send, or the deadline passes (then the caller's own wait fails). */
async function queuedMailSent(deadline: number): Promise<void> {
  while (Date.now() < deadline && (await pendingMailJobs()) > 0) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** The last path segment of the first link in a mail to one of the site's routes. */
export function tokenFromMail(mail: TCaughtMail, routePart: RegExp): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${routePart.source}/([A-Za-z0-9_-]+)`))
  if (!match) throw new Error(`No ${routePart} link in: ${mail.text}`)
  return match[1]
}
