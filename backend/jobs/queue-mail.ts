import type { Payload, PayloadRequest } from 'payload'
import type { TMail } from '../lib/mailer'

/**
 * Queues a mail for the job runner (backend/jobs/send-mail-task.ts): the request never waits for SMTP and an
 * SMTP outage never fails it. Given the request, the job row is written in the request's transaction, so the
 * write the mail belongs to and its mail are kept or rolled back together.
 */
export async function queueMail(payload: Payload, mail: TMail, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.jobs.queue({ task: 'sendMail', input: mail, req: req as PayloadRequest | undefined })
}
