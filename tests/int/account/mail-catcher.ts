import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TCaughtMail = { to: string; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: string }[] }

/**
 * A real SMTP server in the test process: the app sends through nodemailer to SMTP_URL and the test reads
 * what arrived. Started once per run and left to the process's end (it holds no files).
 */
class MailCatcher {
  readonly mails: TCaughtMail[] = []
  private server?: SMTPServer

  async start(): Promise<void> {
    if (this.server) return
    this.server = new SMTPServer({
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
            })
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    const address = this.server.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  }

  /** The latest mail to an address, waiting up to 5 s for it to arrive. */
  async latestTo(to: string): Promise<TCaughtMail> {
    const deadline = Date.now() + 5_000
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

/** The last path segment of the first link in a mail to one of the site's routes. */
export function tokenFromMail(mail: TCaughtMail, routePart: RegExp): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${routePart.source}/([A-Za-z0-9_-]+)`))
  if (!match) throw new Error(`No ${routePart} link in: ${mail.text}`)
  return match[1]
}
