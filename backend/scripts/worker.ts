/**
 * `npm run worker`: runs the jobs queue (mail) in its own process, for installs whose web instances set
 * JOBS_AUTORUN=false. Several workers may run at once: each job goes to one of them (backend/jobs/atomic-job-claim.ts).
 */
import type { Payload } from 'payload'

// This process exists to run jobs, whatever the web instances' environment says.
process.env.JOBS_AUTORUN = 'true'

const { warmUpLexical } = await import('../lib/warm-up-lexical')
await warmUpLexical()
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
// cron: Payload's autoRun (backend/jobs/jobs-config.ts) takes queued jobs every second until the process stops.
const payload: Payload = await getPayload({ config, cron: true })
payload.logger.info('Job worker running: queued mail is sent from this process')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A job cut off mid-run is given back to the queue later (backend/jobs/release-stale-jobs.ts).
    for (const cron of payload.crons) cron.stop()
    setTimeout(() => process.exit(0), 2_000).unref()
  })
}
