import type { CollectionSlug, Payload, Where } from 'payload'

/** One kind of record in the export: its file name in the zip and how to find the member's rows. */
type TRecordKind = { name: string; collection: CollectionSlug; owner: string; omit?: string[] }

/**
 * Every collection that holds a member's personal records (docs/decisions/042), one JSON file each. Left out on
 * purpose: account tokens (single-use secrets), a session's token hash, the staff's note on an accommodation and
 * who graded an answer (another person's data). A new collection pointing at users belongs here or in the decision.
 */
export const RECORD_KINDS: TRecordKind[] = [
  { name: 'course-enrolments', collection: 'course-enrolments', owner: 'user' },
  { name: 'lecture-progress', collection: 'lecture-progress', owner: 'user' },
  { name: 'assessment-attempts', collection: 'assessment-attempts', owner: 'user' },
  { name: 'assessment-accommodations', collection: 'assessment-accommodations', owner: 'user', omit: ['note'] },
  { name: 'course-feedback', collection: 'course-feedback', owner: 'user' },
  { name: 'certificates', collection: 'certificates', owner: 'user' },
  { name: 'forum-threads', collection: 'forum-threads', owner: 'author' },
  { name: 'forum-comments', collection: 'forum-comments', owner: 'author' },
  { name: 'forum-images', collection: 'forum-images', owner: 'owner' },
  { name: 'forum-subscriptions', collection: 'forum-subscriptions', owner: 'user', omit: ['key'] },
  { name: 'forum-digest-entries', collection: 'forum-digest-entries', owner: 'user' },
  { name: 'event-registrations', collection: 'event-registrations', owner: 'user' },
  { name: 'cp3p-registrations', collection: 'cp3p-registrations', owner: 'user' },
  { name: 'cp3p-payment-proofs', collection: 'cp3p-payment-proofs', owner: 'user' },
  { name: 'cp3p-feedback', collection: 'cp3p-feedback', owner: 'user' },
  { name: 'cp3p-progress', collection: 'cp3p-progress', owner: 'user' },
  { name: 'notifications', collection: 'notifications', owner: 'user' },
  { name: 'profile-photos', collection: 'profile-photos', owner: 'owner' },
  { name: 'sessions', collection: 'sessions', owner: 'user', omit: ['tokenHash'] },
  { name: 'page-views', collection: 'page-views', owner: 'user' },
  { name: 'data-requests', collection: 'data-requests', owner: 'user' },
]

/** The uploads whose files go into the zip beside their records. */
export const FILE_COLLECTIONS = ['profile-photos', 'forum-images', 'cp3p-payment-proofs'] as const satisfies CollectionSlug[]

// The account's secrets and sign-in links: not the member's data to carry away, and dangerous in a leaked zip.
const PROFILE_SECRETS = ['passwordHash', 'googleSubject', 'linkedinSubject', 'hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'sessions', 'loginAttempts', 'lockUntil']
const ANSWER_OMIT = ['gradedBy']

export type TRecord = Record<string, unknown> & { id: number | string }
export type TPersonalData = { profile: TRecord; records: Record<string, TRecord[]> }

const without = (row: TRecord, keys: string[] = []): TRecord => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))) as TRecord

async function rowsOf(payload: Payload, collection: CollectionSlug, where: Where): Promise<TRecord[]> {
  const { docs } = await payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true, sort: 'id' })
  return docs as unknown as TRecord[]
}

/** Every personal record of one member, as stored (ids for links), grouped by kind. */
export async function collectPersonalData(payload: Payload, userId: number): Promise<TPersonalData> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const records: Record<string, TRecord[]> = {}
  for (const kind of RECORD_KINDS) {
    const rows = await rowsOf(payload, kind.collection, { [kind.owner]: { equals: userId } })
    records[kind.name] = rows.map((row) => without(row, kind.omit))
  }
  const attemptIds = records['assessment-attempts'].map((attempt) => attempt.id)
  const answers = attemptIds.length ? await rowsOf(payload, 'assessment-answers', { attempt: { in: attemptIds } }) : []
  records['assessment-answers'] = answers.map((answer) => without(answer, ANSWER_OMIT))
  return { profile: without(user as unknown as TRecord, PROFILE_SECRETS), records }
}
