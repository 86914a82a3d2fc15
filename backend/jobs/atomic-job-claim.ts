import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, UpdateJobsArgs } from 'payload'
import { drizzleOps, type TDrizzle, type TTable } from '../lib/flat-rows'

const JOBS_TABLE = 'payload_jobs'

/** A runner taking jobs: Payload's runJobs sets `processing: true` (and updatedAt) on the rows it found. */
const isClaim = (data: Record<string, unknown>) => data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

/**
 * Payload's SQL updateJobs finds the runnable jobs and then updates them by id: two runners (two instances, or a
 * worker beside an instance) that find the same rows at the same moment both take them and send the mail twice.
 * Here a claim is one conditional UPDATE ... WHERE processing = false: the database lets one runner switch a row,
 * the other sees it already taken (PostgreSQL re-checks the condition after the row lock; SQLite writes one at
 * a time). Only the rows this runner switched go on to Payload's own update and are run.
 */
export function withAtomicJobClaim<T extends DatabaseAdapterObj>(adapterResult: T): T {
  return {
    ...adapterResult,
    init: (args: { payload: Payload }) => {
      const adapter = adapterResult.init(args)
      const updateJobs = adapter.updateJobs.bind(adapter)
      adapter.updateJobs = async (update: UpdateJobsArgs) => {
        if (!isClaim(update.data)) return updateJobs(update)
        const candidates = update.id !== undefined ? [update.id] : await findCandidates(adapter, update)
        const claimed = candidates.length ? await claimRows(adapter, candidates) : []
        if (!claimed.length) return []
        return updateJobs({ data: update.data, req: update.req, returning: update.returning, where: { id: { in: claimed } }, limit: claimed.length, sort: update.sort })
      }
      return adapter
    },
  }
}

async function findCandidates(adapter: BaseDatabaseAdapter, update: UpdateJobsArgs): Promise<(number | string)[]> {
  const { docs } = await adapter.find({ collection: 'payload-jobs', where: update.where ?? {}, limit: update.limit, sort: update.sort, pagination: false, req: update.req })
  return docs.map((doc) => doc.id)
}

async function claimRows(adapter: BaseDatabaseAdapter, ids: (number | string)[]): Promise<(number | string)[]> {
  const { drizzle, tables } = adapter as unknown as { drizzle: TDrizzle; tables: Record<string, TTable> }
  const table = tables[JOBS_TABLE]
  const ops = await drizzleOps()
  // Outside the runner's transaction on purpose: the claim is visible to every other runner at once.
  const rows = await drizzle
    .update(table)
    .set({ processing: true })
    .where(ops.and(ops.inArray(table.id as never, ids), ops.eq(table.processing as never, false)))
    .returning({ id: table.id })
  return rows.map((row) => row.id as number | string)
}
