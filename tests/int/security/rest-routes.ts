import type { CollectionSlug, GlobalSlug, Payload, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { rawCall, type TMethod, type TRawOptions, type TRawResult } from './calls'
import { createDocument, documentData, type TFixtures } from './rest-fixtures'
import type { TCaller } from './rest-policy'

/** How a caller presents itself: nothing, a Payload JWT, or the portal's session cookie (as a browser would). */
export type TCredential = { name: 'none' | 'jwt' | 'portal'; options: TRawOptions }

/** Every way a caller can present itself: a visitor has none; an account its JWT and its portal cookie. */
export function callerCredentials(callers: TFixtures['callers'], caller: TCaller): TCredential[] {
  if (caller === 'visitor') return [{ name: 'none', options: {} }]
  const { jwt, portal } = callers[caller]
  return [
    { name: 'jwt', options: { jwt } },
    { name: 'portal', options: { cookie: portal } },
  ]
}

/**
 * One generated route. `send` makes the call; `reached` says from the answer whether the caller got what the
 * route gives (the document for a read; for a write, an answer that is not a refusal). Writes also name the
 * database `state` the matrix compares before and after: a write that changed it reached the caller, whatever
 * the status. `refusalOnly` routes are not run for admitted callers (deleting or copying the fixture).
 */
export type TRoute = {
  operation: string
  label: string
  refusalOnly?: boolean
  send: (credential: TCredential) => Promise<TRawResult>
  reached: (result: TRawResult) => boolean
  state?: () => Promise<unknown>
  /** After a delete got through: a new fixture document for the next caller (deletes only). */
  replace?: () => Promise<void>
}

const ORIGIN_HEADER = { origin: 'http://localhost:3000' }
const ok = (result: TRawResult) => result.status >= 200 && result.status < 300
/** Answers that stop a caller before the operation runs: no session, not allowed, no such document or route. */
const REFUSED_STATUSES = [401, 403, 404, 405, 501]
export const brief = (result: TRawResult) => `${result.status} ${result.text.slice(0, 160)}`
const listOf = (result: TRawResult, key: 'docs' | 'errors'): { id?: unknown }[] => {
  try {
    return (JSON.parse(result.text) as Record<string, { id?: unknown }[] | undefined>)[key] ?? []
  } catch {
    return []
  }
}

let probe = 0
/** A write that changes nothing a caller sees but moves updatedAt to a value no other call uses. */
const probeBody = () => ({ updatedAt: new Date(Date.UTC(2001, 0, 1) + (probe += 1) * 1000).toISOString() })

function call(method: TMethod, path: string, credential: TCredential, json?: unknown): Promise<TRawResult> {
  return rawCall(method, path, { ...credential.options, json, headers: { ...ORIGIN_HEADER, ...credential.options.headers } })
}

function read(operation: string, label: string, path: string, found: (result: TRawResult) => boolean): TRoute {
  return { operation, label, send: (credential) => call('GET', path, credential), reached: (result) => ok(result) && found(result) }
}

/**
 * A write got past access unless the answer is a refusal: a 400 or a 500 means the operation ran (a database
 * constraint or a validation stopping it is luck, not policy). A bulk write (`bulk`) that a Where access
 * filtered down to nothing answers 200 with no documents and no errors: a refusal.
 */
function write(
  operation: string,
  label: string,
  request: () => [TMethod, string, unknown],
  state: () => Promise<unknown>,
  options: { refusalOnly?: boolean; bulk?: boolean; replace?: () => Promise<void> } = {},
): TRoute {
  return {
    operation,
    label,
    refusalOnly: options.refusalOnly,
    replace: options.replace,
    state,
    send: (credential) => {
      const [method, path, body] = request()
      return call(method, path, credential, body)
    },
    reached: (result) => {
      const filteredOut = options.bulk && ok(result) && listOf(result, 'docs').length === 0 && listOf(result, 'errors').length === 0
      return !REFUSED_STATUSES.includes(result.status) && !filteredOut
    },
  }
}

/** Every REST route Payload generates for one collection, aimed at its fixture document. */
export async function collectionRoutes(payload: Payload, collection: SanitizedCollectionConfig, fixtures: TFixtures): Promise<TRoute[]> {
  const slug = collection.slug as CollectionSlug
  const id = fixtures.docs.get(slug)!
  // The delete routes aim at `target`, which a delete that got through replaces with a new document.
  const target = { id }
  const replace = async () => {
    target.id = await createDocument(payload, collection, fixtures)
  }
  const byId = `${slug}/${id}`
  const where = `where[id][equals]=${id}`
  const exists = async () => !!(await payload.findByID({ collection: slug, id: target.id, depth: 0, overrideAccess: true, disableErrors: true }))
  const context = { owner: fixtures.callers.owner.user.id, courseId: fixtures.courseId, docs: fixtures.docs, dates: 0 }
  const updatedAt = async () => ((await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true, disableErrors: true })) as { updatedAt?: string } | null)?.updatedAt ?? 'gone'
  const count = async () => (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  const parsed = (result: TRawResult) => JSON.parse(result.text) as { id?: unknown; totalDocs?: unknown }
  const routes: TRoute[] = [
    read('read', `GET /${slug}?where`, `${slug}?${where}&depth=0`, (result) => listOf(result, 'docs').some((doc) => doc.id === id)),
    read('read', `GET /${slug}/:id`, `${byId}?depth=0`, (result) => parsed(result).id === id),
    read('read', `GET /${slug}/count`, `${slug}/count?${where}`, (result) => Number(parsed(result).totalDocs) > 0),
    // Admitted callers send an empty body (a validation error, nothing stored); refused ones a valid document.
    write('create', `POST /${slug} (a valid document)`, () => ['POST', slug, documentData(collection, context)], count, { refusalOnly: true }),
    write('create', `POST /${slug} (empty)`, () => ['POST', slug, {}], count),
    write('create', `POST /${slug}/:id/duplicate`, () => ['POST', `${byId}/duplicate`, {}], count, { refusalOnly: true }),
    write('update', `PATCH /${slug}/:id`, () => ['PATCH', byId, probeBody()], updatedAt),
    write('update', `PATCH /${slug}?where`, () => ['PATCH', `${slug}?${where}`, probeBody()], updatedAt, { refusalOnly: true, bulk: true }),
    write('delete', `DELETE /${slug}/:id`, () => ['DELETE', `${slug}/${target.id}`, undefined], exists, { refusalOnly: true, replace }),
    write('delete', `DELETE /${slug}?where`, () => ['DELETE', `${slug}?where[id][equals]=${target.id}`, undefined], exists, { refusalOnly: true, bulk: true, replace }),
  ]
  if (collection.upload) {
    const doc = (await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true })) as { filename?: string }
    routes.push(read('file', `GET /${slug}/file/:filename`, `${slug}/file/${doc.filename}`, () => true))
  }
  if (collection.versions) {
    const { docs } = await payload.findVersions({ collection: slug, where: { parent: { equals: id } }, limit: 1, sort: '-updatedAt', overrideAccess: true })
    const version = docs[0]?.id
    if (version === undefined) throw new Error(`${slug} has versions but its fixture has none`)
    routes.push(
      read('versions', `GET /${slug}/versions`, `${slug}/versions?where[parent][equals]=${id}&depth=0`, (result) => listOf(result, 'docs').length > 0),
      read('versions', `GET /${slug}/versions/:id`, `${slug}/versions/${version}?depth=0`, () => true),
      write('update', `POST /${slug}/versions/:id (restore)`, () => ['POST', `${slug}/versions/${version}`, {}], updatedAt, { refusalOnly: true }),
    )
  }
  // payload-preferences answers /:key, /count and the like as the caller's own preference keys, not document ids.
  return slug === 'payload-preferences' ? routes.filter((route) => !/\/(:id|count)/.test(route.label)) : routes
}

/** Every REST route of one global: get, update and, with versions, its version list, one version and restore. */
export async function globalRoutes(payload: Payload, global: SanitizedGlobalConfig): Promise<TRoute[]> {
  const slug = global.slug as GlobalSlug
  const updatedAt = async () => (await payload.findGlobal({ slug, depth: 0, overrideAccess: true, draft: true })).updatedAt
  const routes: TRoute[] = [
    read('read', `GET /globals/${slug}`, `globals/${slug}?depth=0`, () => true),
    write('update', `POST /globals/${slug}`, () => ['POST', `globals/${slug}`, probeBody()], updatedAt, { refusalOnly: true }),
  ]
  if (global.versions) {
    // A draft save gives the global a version without touching what is published.
    await payload.updateGlobal({ slug, data: {}, draft: true, overrideAccess: true })
    const { docs } = await payload.findGlobalVersions({ slug, limit: 1, sort: '-updatedAt', overrideAccess: true })
    const version = docs[0]!.id
    routes.push(
      read('versions', `GET /globals/${slug}/versions`, `globals/${slug}/versions?depth=0`, (result) => listOf(result, 'docs').length > 0),
      read('versions', `GET /globals/${slug}/versions/:id`, `globals/${slug}/versions/${version}?depth=0`, () => true),
      write('update', `POST /globals/${slug}/versions/:id (restore)`, () => ['POST', `globals/${slug}/versions/${version}`, {}], updatedAt, { refusalOnly: true }),
    )
  }
  return routes
}
