import type { JobsConfig, PayloadRequest } from 'payload'
import { withNavigationCopy } from '../admin/navigation'
import { withFieldLabels } from '../admin/field-labels'
import { userIsAdmin } from '../access/is-admin'
import { purgeOldPageViews } from '../services/analytics/purge-page-views'
import { purgeExpiredExports } from '../services/personal-data/purge-expired-exports'
import { DATA_EXPORT_QUEUE } from '../services/personal-data/request-data-export'
import { buildDataExportTask } from './build-data-export-task'
import { sendForumDigestsTask } from './send-forum-digests-task'
import { digestsDue } from '../services/forum/digests'
import { releaseStaleJobs } from './release-stale-jobs'
import { sendMailTask } from './send-mail-task'

const adminOnly = ({ req }: { req: PayloadRequest }) => userIsAdmin(req.user)

const RELEASE_EVERY_MS = 60_000
let lastRelease = 0
const PURGE_EVERY_MS = 60 * 60_000
let lastPurge = 0

/** JOBS_AUTORUN=false: this process only queues; a separate `npm run worker` runs the jobs. Read on each tick. */
export const jobsAutorun = () => process.env.JOBS_AUTORUN !== 'false'

/**
 * Payload's jobs queue (a payload-jobs table in the app's database): mail is queued inside the request and sent
 * by a runner, every second, in this process unless JOBS_AUTORUN=false (docs/decisions/022-jobs-queue-for-mail.md).
 */
export const jobsConfig: JobsConfig = {
  tasks: [sendMailTask, buildDataExportTask, sendForumDigestsTask],
  autoRun: [
    { cron: '* * * * * *', limit: 10, queue: 'default', silent: { info: true, error: true } },
    // Personal data exports on a queue of their own, one at a time: a large zip never holds up the mail.
    { cron: '* * * * * *', limit: 1, queue: DATA_EXPORT_QUEUE, silent: { info: true, error: true } },
  ],
  shouldAutoRun: async (payload) => {
    if (!jobsAutorun()) return false
    if (Date.now() - lastRelease >= RELEASE_EVERY_MS) {
      lastRelease = Date.now()
      await releaseStaleJobs(payload)
      // Discussion digests that fell due (docs/decisions/044); two instances may both queue one, each member's
      // digest is taken once (services/forum/digests.ts).
      if (await digestsDue(payload).catch(() => false)) await payload.jobs.queue({ task: 'sendForumDigests', input: {} })
    }
    // Housekeeping on the same tick: page views past their retention (docs/decisions/028).
    if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now()
      await purgeOldPageViews(payload).catch((error: unknown) => payload.logger.warn({ err: error }, 'page views were not purged'))
      // Expired personal data exports (docs/decisions/042).
      await purgeExpiredExports(payload).catch((error: unknown) => payload.logger.warn({ err: error }, 'expired data exports were not purged'))
    }
    return true
  },
  // Payload's default lets every signed-in account (our learners too) queue, run and cancel jobs over REST.
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
  // A job row holds a whole mail (an activation or reset link among them): admins only, and only to read.
  // In the admin it sits in the System group with its labels in both languages (backend/admin/navigation).
  jobsCollectionOverrides: ({ defaultJobsCollection }) =>
    withFieldLabels(withNavigationCopy({
      ...defaultJobsCollection,
      access: { ...defaultJobsCollection.access, read: ({ req }) => userIsAdmin(req.user) },
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !userIsAdmin(user as PayloadRequest['user']) },
    })),
}
