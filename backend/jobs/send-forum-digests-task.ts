import type { TaskConfig } from 'payload'
import { sendDueDigests } from '../services/forum/digests'

type TInput = { frequency?: 'daily' | 'weekly' | null; dueBy?: string | null }

/**
 * Sends the discussion digests that are due (docs/decisions/044): queued each minute when some are due, or by staff
 * ("send now", with a frequency and a later time). Each member's digest is taken and queued at once, so a retry
 * sends only what is still waiting.
 */
export const sendForumDigestsTask: TaskConfig<{ input: TInput; output: { sent: number } }> = {
  slug: 'sendForumDigests',
  label: 'Send discussion digests',
  inputSchema: [
    { name: 'frequency', type: 'select', options: ['daily', 'weekly'] },
    { name: 'dueBy', type: 'date' },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    const sent = await sendDueDigests(req.payload, { frequency: input.frequency ?? undefined, dueBy: input.dueBy ? new Date(input.dueBy) : new Date() })
    return { output: { sent } }
  },
}
