import type { Payload, PayloadRequest } from 'payload'
import type { TDigestFrequency } from '../../../lib/contracts/notifications/preferences'
import type { Locale } from '../../../lib/i18n/config'
import { drizzleTable, type TDrizzle } from '../../lib/flat-rows'
import { queueDigestMail, type TDigestPost } from './forum-mail'
import { recipientsById, withForumAccess } from './forum-members'
import { authorIdOf } from './shapes'

type TEntry = { thread: number | null; comment: number | null; course: number | null; locale: Locale | null }
type TWhich = { frequency?: Exclude<TDigestFrequency, 'immediate'>; dueBy: Date }

const ids = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => typeof value === 'number'))]
const byId = <T extends { id: number }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]))

/** The posts of the taken entries that the member may still read (not hidden, not deleted, still in the course). */
async function digestPosts(payload: Payload, userId: number, entries: TEntry[]): Promise<TDigestPost[]> {
  const find = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const
  const [threads, comments, courses] = await Promise.all([
    payload.find({ collection: 'forum-threads', where: { id: { in: ids(entries.map((entry) => entry.thread)) } }, ...find, select: { title: true, description: true, author: true, hidden: true } }),
    payload.find({ collection: 'forum-comments', where: { id: { in: ids(entries.map((entry) => entry.comment)) } }, ...find, select: { body: true, author: true, hidden: true } }),
    payload.find({ collection: 'courses', where: { id: { in: ids(entries.map((entry) => entry.course)) } }, ...find, select: { slug: true } }),
  ])
  const readable = new Set<number>()
  for (const course of courses.docs) if ((await withForumAccess(payload, course.id, [userId])).has(userId)) readable.add(course.id)
  const [threadOf, commentOf, courseOf] = [byId(threads.docs), byId(comments.docs), byId(courses.docs)]
  const authors = await recipientsById(payload, [...threads.docs.map(authorIdOf), ...comments.docs.map(authorIdOf)])
  return entries.flatMap((entry) => {
    const thread = entry.thread ? threadOf.get(entry.thread) : undefined
    const course = entry.course && readable.has(entry.course) ? courseOf.get(entry.course) : undefined
    const comment = entry.comment ? commentOf.get(entry.comment) : undefined
    if (!thread || !course || thread.hidden || (entry.comment && (!comment || comment.hidden))) return []
    const post = comment ?? thread
    const html = comment ? comment.body : thread.description
    return [{ thread: { id: thread.id, title: thread.title, courseSlug: course.slug ?? '' }, author: authors.get(authorIdOf(post))?.fullName ?? '', html, isThread: !comment }]
  })
}

/**
 * One member's digest: their due entries are taken (deleted, RETURNING them) and the mail queued in one transaction
 * on PostgreSQL, so two runners (two instances) never both send them and a failure sends nothing and loses nothing.
 * SQLite has no transactions here (docs/decisions/001) and one instance: there a crash between the two loses one digest.
 */
async function sendDigestOf(payload: Payload, userId: number, which: TWhich): Promise<number> {
  const { db, table, ops } = await drizzleTable(payload, 'forum_digest_entries')
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const tx = transactionID ? ((payload.db as unknown as { sessions: Record<string, { db: TDrizzle }> }).sessions[String(transactionID)]?.db ?? db) : db
  try {
    const column = (name: string) => table[name] as never
    const conditions = [ops.eq(column('user'), userId), ops.lte(column('dueAt'), which.dueBy.toISOString() as never), ...(which.frequency ? [ops.eq(column('frequency'), which.frequency)] : [])]
    const taken = (await tx.delete(table).where(ops.and(...conditions)).returning()) as unknown as TEntry[]
    const [member] = (await recipientsById(payload, [userId])).values()
    const posts = member && taken.length ? await digestPosts(payload, userId, taken) : []
    if (member && posts.length) {
      const locale = taken.find((entry) => entry.locale)?.locale ?? undefined
      await queueDigestMail(payload, { userId, email: member.email, name: member.fullName, locale }, posts, transactionID ? ({ transactionID } as Partial<PayloadRequest>) : undefined)
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return posts.length ? 1 : 0
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * Sends every digest that is due (the digest job, docs/decisions/044): by default what waits until now; staff's
 * "send now" passes a frequency and a later time to send that frequency's digests early. Answers the mails queued.
 */
export async function sendDueDigests(payload: Payload, which: TWhich): Promise<number> {
  const { docs } = await payload.find({
    collection: 'forum-digest-entries',
    where: { and: [{ dueAt: { less_than_equal: which.dueBy.toISOString() } }, ...(which.frequency ? [{ frequency: { equals: which.frequency } }] : [])] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { user: true },
  })
  let sent = 0
  for (const userId of ids(docs.map((doc) => (typeof doc.user === 'object' ? doc.user.id : doc.user)))) sent += await sendDigestOf(payload, userId, which)
  return sent
}

/** Whether any digest waits to be sent now (checked each minute before a digest job is queued). */
export async function digestsDue(payload: Payload, now = new Date()): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'forum-digest-entries', where: { dueAt: { less_than_equal: now.toISOString() } }, overrideAccess: true })
  return totalDocs > 0
}
