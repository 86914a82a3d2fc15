import type { CollectionSlug, FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import { NO_PORTAL_PASSWORD } from '../../../backend/collections/Users/hooks/portal-password'
import type { User } from '../../../backend/payload-types'
import { createSession } from '../../../backend/services/account/create-session'
import { docxFile, MIME, pdf, png, rich } from '../content-fixtures'
import { createUser, unique } from '../setup/payload'
import type { TCaller } from './rest-policy'

export type TCredentials = { user: User; jwt: string; portal: string }
export type TFixtures = { callers: Record<Exclude<TCaller, 'visitor'>, TCredentials>; docs: Map<string, number>; courseId: number }

const ROLES: Record<Exclude<TCaller, 'visitor'>, User['role']> = {
  owner: 'learner',
  learner: 'learner',
  lecturer: 'lecturer',
  mentor: 'mentor',
  'other-lecturer': 'lecturer',
  admin: 'admin',
}
const JWT_PASSWORD = 'Matrix-Secret-123!'

/**
 * Both credentials of one account: the portal's session token (auth-token cookie) and a Payload JWT. Members
 * never get a Payload password (docs/decisions/003); one is set here anyway, so the matrix also proves the
 * collections' own access holds for a member who somehow obtained a JWT.
 */
async function credentials(payload: Payload, role: User['role']): Promise<TCredentials> {
  const user = await createUser(role)
  await payload.update({ collection: 'users', id: user.id, data: { password: JWT_PASSWORD }, context: { [NO_PORTAL_PASSWORD]: true } })
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: JWT_PASSWORD } })
  const session = await createSession(payload, user)
  return { user, jwt: token!, portal: session.token }
}

async function fileFor(collection: SanitizedCollectionConfig) {
  const allowed = (typeof collection.upload === 'object' && collection.upload.mimeTypes) || []
  const accepts = (type: string) => allowed.length === 0 || allowed.some((pattern) => pattern === type || (pattern.endsWith('*') && type.startsWith(pattern.slice(0, -1))))
  const [data, mimetype, extension] = accepts(MIME.png) ? [await png(), MIME.png, 'png'] : accepts(MIME.pdf) ? [pdf('Matrix'), MIME.pdf, 'pdf'] : [docxFile(), MIME.docx, 'docx']
  return { data, mimetype, name: `${unique('matrix')}.${extension}`, size: data.length }
}

/** What the field types alone cannot tell (a hook's rule); keep this list short. */
const FIXTURE_DATA: Record<string, Record<string, unknown>> = {
  // A quiz bank needs a quiz lecture; a final exam needs only the course.
  // Questions (or a bank draw) are checked by a validate function: one essay needs nothing more.
  assessments: { kind: 'exam', questions: [{ kind: 'essay', question: 'Matrix' }] },
  'question-banks': { questions: [{ kind: 'essay', question: 'Matrix' }] },
  // A finished mail job: the app's job runner polls this table every second, and a generated row (no task) made
  // its every run fail. SQLite also reuses the ids of the completed jobs it deletes, so such a row could sit
  // under the cleanup's mark and outlive the file, holding up the mail of the files after it.
  'payload-jobs': { taskSlug: 'sendMail', input: { to: 'matrix@example.test', subject: 'Matrix', text: 'Matrix', html: '<p>Matrix</p>' }, completedAt: new Date().toISOString(), processing: false, totalTried: 1 },
}

type TContext = { owner: number; courseId: number; docs: Map<string, number>; dates: number }
const OWNER_FIELDS = new Set(['user', 'owner', 'author'])

/** A value for one field: required ones get a valid value, ownership and course links point at the fixture set. */
function valueFor(field: FlattenedField, context: TContext, required: boolean): unknown {
  if (field.type === 'relationship' || field.type === 'upload') {
    const target = Array.isArray(field.relationTo) ? field.relationTo[0] : field.relationTo
    // No course yet (0) while the fixture course itself is made: its links to courses (prerequisites) stay empty.
    const id = target === 'users' ? context.owner : target === 'courses' ? context.courseId || undefined : context.docs.get(target)
    // Upload fields are linked even when optional: some require a file in their own validate function.
    const linked = required || field.type === 'upload' || (target === 'users' && OWNER_FIELDS.has(field.name)) || target === 'courses'
    if (id === undefined || !linked) return undefined
    const value = Array.isArray(field.relationTo) ? { relationTo: target, value: id } : id
    return field.hasMany ? [value] : value
  }
  if (!required) return undefined
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return 'hasMany' in field && field.hasMany ? [unique('matrix')] : unique('matrix')
    case 'email':
      return `${unique('matrix')}@example.test`
    case 'number':
      return field.name === 'id' ? Math.floor(Math.random() * 1e8) + 1e6 : Math.max(1, field.min ?? 1)
    case 'date':
      // Later fields get later dates (an event ends after it starts).
      context.dates += 1
      return new Date(Date.now() + context.dates * 3_600_000).toISOString()
    case 'checkbox':
      return false
    case 'select':
    case 'radio': {
      const first = field.options[0]
      const value = field.defaultValue ?? (typeof first === 'string' ? first : first.value)
      return 'hasMany' in field && field.hasMany ? [value] : value
    }
    case 'richText':
      return rich('Matrix')
    case 'json':
      return {}
    case 'point':
      return [0, 0]
    case 'array':
      return [dataFor(field.flattenedFields, context)]
    case 'group':
      return dataFor(field.flattenedFields, context)
    default:
      return undefined
  }
}

export function dataFor(fields: FlattenedField[], context: TContext): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    const value = valueFor(field, context, 'required' in field && field.required === true)
    if (value !== undefined) data[field.name] = value
  }
  return data
}

/** Data for a new document of a collection, as the fixture set's owner and course would have it. */
export function documentData(collection: SanitizedCollectionConfig, context: TContext): Record<string, unknown> {
  const data = { ...dataFor(collection.flattenedFields, context), ...FIXTURE_DATA[collection.slug] }
  if (collection.versions && typeof collection.versions === 'object' && collection.versions.drafts) data._status = 'published'
  return data
}

/** The collections a document of this one must point at first (its required relationships). */
function needs(collection: SanitizedCollectionConfig): string[] {
  return collection.flattenedFields.flatMap((field) =>
    field.type === 'upload' || (field.type === 'relationship' && field.required) ? [field.relationTo].flat().slice(0, 1) : [],
  )
}

/** The six signed-in callers of the matrix, each with a Payload JWT and a portal session. */
export async function createCallers(payload: Payload): Promise<TFixtures['callers']> {
  const callers = {} as TFixtures['callers']
  for (const [caller, role] of Object.entries(ROLES)) callers[caller as keyof typeof ROLES] = await credentials(payload, role)
  return callers
}

/** A new document of the collection like its fixture (owned by `owner`, in the fixture course); its id. */
export async function createDocument(payload: Payload, collection: SanitizedCollectionConfig, fixtures: TFixtures): Promise<number> {
  const context: TContext = { owner: fixtures.callers.owner.user.id, courseId: fixtures.courseId, docs: fixtures.docs, dates: 0 }
  const file = collection.upload ? await fileFor(collection) : undefined
  const slug = collection.slug as CollectionSlug
  const created = await payload.create({ collection: slug, data: documentData(collection, context) as never, file, user: fixtures.callers.owner.user })
  return created.id as number
}

/**
 * One seeded fixture set: the six callers, a course taught by `lecturer` and mentored by `mentor`, and one
 * document per collection (generated from its fields, so a new collection gets one without touching this file).
 */
export async function createFixtures(payload: Payload): Promise<TFixtures> {
  const callers = await createCallers(payload)
  const docs = new Map<string, number>([['users', callers.owner.user.id]])
  const context: TContext = { owner: callers.owner.user.id, courseId: 0, docs, dates: 0 }
  const course = await payload.create({
    collection: 'courses',
    data: {
      ...(documentData(payload.collections.courses.config, context) as object),
      lecturers: [{ account: callers.lecturer.user.id, name: 'Matrix lecturer' }],
      mentors: [callers.mentor.user.id],
    } as never,
  })
  context.courseId = course.id
  docs.set('courses', course.id)
  let pending = payload.config.collections.filter((collection) => !docs.has(collection.slug))
  const failures: string[] = []
  while (pending.length > 0) {
    const ready = pending.filter((collection) => needs(collection).every((slug) => docs.has(slug) || slug === collection.slug))
    if (ready.length === 0) throw new Error(`no fixture order for ${pending.map((collection) => collection.slug).join(', ')}`)
    for (const collection of ready) {
      const id = await createDocument(payload, collection, { callers, docs, courseId: context.courseId }).catch(async (error: Error & { data?: unknown }) => {
        // A collection whose unique values are all taken by earlier files' rows (e-library types: one per kind) is
        // judged on one of those rows; integration files share one database.
        if (isUniqueValueError(error)) {
          const { docs: existing } = await payload.find({ collection: collection.slug as CollectionSlug, limit: 1, depth: 0, overrideAccess: true })
          if (existing[0]) return existing[0].id as number
        }
        failures.push(`${collection.slug}: ${error.message} ${JSON.stringify(error.data ?? '')}`)
        return 0
      })
      docs.set(collection.slug, id)
    }
    pending = pending.filter((collection) => !ready.includes(collection))
  }
  if (failures.length > 0) throw new Error(`fixtures the generator could not make:\n${failures.join('\n')}`)
  return { callers, docs, courseId: course.id }
}

/** Payload's validation error for a value another row already has (its `unique` field check). */
function isUniqueValueError(error: Error & { data?: unknown }): boolean {
  const errors = (error.data as { errors?: { message?: string }[] } | undefined)?.errors ?? []
  return errors.length > 0 && errors.every((entry) => /unik|unique/i.test(entry.message ?? ''))
}
