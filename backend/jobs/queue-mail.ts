import type { Payload, PayloadRequest } from 'payload'
import { prepareMail, type TOutgoingMail } from '../services/mail/outgoing-mail'

/**
 * Queues a mail for the job runner (backend/jobs/send-mail-task.ts): the request never waits for SMTP and an
 * SMTP outage never fails it. Given the request, the job row is written in the request's transaction, so the
 * write the mail belongs to and its mail are kept or rolled back together. Every mail names its kind
 * (services/mail/mail-kinds.ts): one the member turned off is not queued, others get their unsubscribe link.
 */
export async function queueMail(payload: Payload, mail: TOutgoingMail, req?: Partial<PayloadRequest>): Promise<void> {
  const prepared = await prepareMail(payload, mail, req)
  if (!prepared) return
  await payload.jobs.queue({ task: 'sendMail', input: prepared, req: req as PayloadRequest | undefined })
}
