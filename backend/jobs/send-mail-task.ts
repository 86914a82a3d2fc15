import type { TaskConfig } from 'payload'
import { deliverMail, type TMail } from '../lib/mailer'

/**
 * 13 tries, the n-th retry 2^(n-1) s after the one before: the last one about 68 minutes after the first, so an SMTP
 * server that is down for a restart or an hour's outage still gets every mail.
 */
export const MAIL_RETRIES = { attempts: 12, backoff: { type: 'exponential' as const, delay: 1_000 } }

/** One mail to one address, sent through SMTP_URL (or written to the outbox without it) by a job runner. */
export const sendMailTask: TaskConfig<{ input: TMail; output: object }> = {
  slug: 'sendMail',
  label: 'Send mail',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'attachments', type: 'json' },
    // List-Unsubscribe and List-Unsubscribe-Post of non-transactional mail (services/mail/outgoing-mail.ts).
    { name: 'headers', type: 'json' },
  ],
  retries: MAIL_RETRIES,
  handler: async ({ input, job, req }) => {
    try {
      await deliverMail(input)
    } catch (error) {
      // One line without the mail: Payload's own error log (silenced in jobs-config.ts) prints the whole job,
      // whose input holds activation and reset links.
      req.payload.logger.warn({ job: job.id, attempt: (job.totalTried ?? 0) + 1, err: error instanceof Error ? error.message : String(error) }, 'mail not sent yet; it will be retried')
      throw error
    }
    return { output: {} }
  },
  onFail: ({ job, req, taskStatus }) => {
    // Payload keeps the job row with its error; an operator must hear of a mail that will not be tried again.
    if ((taskStatus?.totalTried ?? 0) >= MAIL_RETRIES.attempts)
      req.payload.logger.error({ job: job.id }, 'MAIL GIVEN UP: every retry failed; the payload-jobs row keeps the mail and its last error')
  },
}
