import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTestConfig } from './setup/config'
import { getTestPayload } from './setup/payload'
import { markCollections, removeSinceMarks } from './security/rest-cleanup'
import { createFixtures, type TFixtures } from './security/rest-fixtures'
import { admits, AUTH_POLICY, CALLERS, COLLECTION_POLICY, GLOBAL_POLICY, KNOWN_OPEN, type TCaller, type TDeclared } from './security/rest-policy'
import type { TRawResult } from './security/calls'
import { brief, callerCredentials, collectionRoutes, globalRoutes, type TRoute } from './security/rest-routes'

/**
 * The role matrix of Payload's generated REST (issue 20): every collection and global of the loaded config,
 * every route Payload answers for it, tried as a visitor and as every role with both of its credentials, against
 * the audience rest-policy.ts declares. Auth operations are in security-rest-auth.int.test.ts.
 */
const config = await loadTestConfig()
let payload: Payload
let fixtures: TFixtures
let marks: Awaited<ReturnType<typeof markCollections>>

beforeAll(async () => {
  payload = await getTestPayload()
  marks = await markCollections(payload)
  fixtures = await createFixtures(payload)
}, 120_000)

afterAll(() => removeSinceMarks(payload, marks), 120_000)

const credentialsOf = (caller: TCaller) => callerCredentials(fixtures.callers, caller)

type TAttempt = { caller: TCaller; credential: string; result: TRawResult }
const describeAttempts = (attempts: TAttempt[]) => attempts.map((attempt) => `${attempt.credential} ${brief(attempt.result)}`).join('; ')

async function attemptAll(route: TRoute, callers: readonly TCaller[]): Promise<TAttempt[]> {
  const calls = callers.flatMap((caller) => credentialsOf(caller).map((credential) => ({ caller, credential })))
  return Promise.all(calls.map(async ({ caller, credential }) => ({ caller, credential: credential.name, result: await route.send(credential) })))
}

/**
 * The refused callers that changed the database, found one call at a time (only after a change was seen). A
 * delete that got through is replaced by a new document first, so each caller is judged on one that exists.
 */
async function whoChanged(route: TRoute, callers: readonly TCaller[]): Promise<Set<TCaller>> {
  const changed = new Set<TCaller>()
  for (const caller of callers) {
    for (const credential of credentialsOf(caller)) {
      if (route.replace && (await route.state!()) === false) await route.replace()
      const before = JSON.stringify(await route.state!())
      await route.send(credential)
      if (JSON.stringify(await route.state!()) !== before) changed.add(caller)
    }
  }
  return changed
}

/**
 * The mismatches with the declaration, per caller. Refused callers go together (in parallel, every credential):
 * none may reach the route, and for a write the database must be as before. Admitted callers need one
 * credential that reaches it; their writes run one at a time.
 */
async function mismatches(routes: TRoute[], declared: TDeclared, parallel: boolean): Promise<Map<TCaller, string[]>> {
  const found = new Map<TCaller, string[]>(CALLERS.map((caller) => [caller, []]))
  const refused = CALLERS.filter((caller) => !admits(declared, caller))
  const admitted = CALLERS.filter((caller) => admits(declared, caller))
  for (const route of routes) {
    if (route.replace && (await route.state!()) === false) await route.replace()
    const before = route.state ? JSON.stringify(await route.state()) : ''
    const attempts = await attemptAll(route, refused)
    const changed = route.state && JSON.stringify(await route.state()) !== before ? await whoChanged(route, refused) : new Set<TCaller>()
    for (const caller of refused) {
      const reached = attempts.filter((attempt) => attempt.caller === caller && route.reached(attempt.result))
      if (reached.length > 0 || changed.has(caller)) {
        found.get(caller)!.push(`${route.label}: reached (${describeAttempts(reached)}${changed.has(caller) ? ' the database changed' : ''})`)
      }
    }
    if (route.refusalOnly) continue
    const tryAdmitted = async (caller: TCaller) => {
      const tried: TAttempt[] = []
      for (const credential of credentialsOf(caller)) {
        const result = await route.send(credential)
        if (route.reached(result)) return
        tried.push({ caller, credential: credential.name, result })
      }
      found.get(caller)!.push(`${route.label}: refused (${describeAttempts(tried)})`)
    }
    if (parallel) await Promise.all(admitted.map(tryAdmitted))
    else for (const caller of admitted) await tryAdmitted(caller)
  }
  return found
}

const READS = new Set(['read', 'file', 'versions'])

/** Runs one operation for every caller; a case in KNOWN_OPEN must still be open (else the list is stale). */
async function expectDeclared(subject: string, operation: string, routes: TRoute[], declared: TDeclared) {
  const results = await mismatches(routes, declared, READS.has(operation))
  const failures: string[] = []
  for (const caller of CALLERS) {
    const key = `${subject} ${operation} ${caller}`
    const found = results.get(caller)!
    const known = KNOWN_OPEN[key]
    if (known && found.length > 0) console.warn(`KNOWN_OPEN (${known}) skipped: ${key}\n  ${found.join('\n  ')}`)
    else if (known) failures.push(`${key} is listed in KNOWN_OPEN (${known}) but now holds: remove it from the list`)
    else if (found.length > 0) failures.push(`${key} (declared ${[declared].flat().join(' or ')}):\n  ${found.join('\n  ')}`)
  }
  if (failures.length > 0) console.error(failures.join('\n'))
  expect(failures, failures.join('\n')).toEqual([])
}

type TSubject = { subject: string; operations: [string, TDeclared][]; routes: () => Promise<TRoute[]> }

/** Each collection and global with its operations in the order they run: reads, then writes, deletes last. */
function subjects(): TSubject[] {
  const cached = new Map<string, Promise<TRoute[]>>()
  const once = (key: string, make: () => Promise<TRoute[]>) => () => {
    if (!cached.has(key)) cached.set(key, make())
    return cached.get(key)!
  }
  const collections = config.collections.filter((collection) => COLLECTION_POLICY[collection.slug]).map((collection): TSubject => {
    const policy = COLLECTION_POLICY[collection.slug]
    const operations: [string, TDeclared][] = [['read', policy.read]]
    if (collection.upload) operations.push(['file', policy.file ?? policy.read])
    if (collection.versions && policy.versions) operations.push(['versions', policy.versions])
    operations.push(['create', policy.create], ['update', policy.update], ['delete', policy.delete])
    return { subject: collection.slug, operations, routes: once(collection.slug, () => collectionRoutes(payload, collection, fixtures)) }
  })
  const globals = config.globals.filter((global) => GLOBAL_POLICY[global.slug]).map((global): TSubject => {
    const policy = GLOBAL_POLICY[global.slug]
    const operations: [string, TDeclared][] = [['read', policy.read]]
    if (global.versions && policy.versions) operations.push(['versions', policy.versions])
    operations.push(['update', policy.update])
    return { subject: `globals/${global.slug}`, operations, routes: once(global.slug, () => globalRoutes(payload, global)) }
  })
  return [...collections, ...globals]
}

const PHASES = [
  ['reads', READS],
  ['writes', new Set(['create', 'update'])],
  // Last: a delete that gets past access removes stored files and versions even when the database refuses it.
  ['deletes', new Set(['delete'])],
] as const

const cases = subjects()
for (const [phase, operations] of PHASES) {
  describe(phase, () => {
    const selected = cases.flatMap(({ subject, operations: declared, routes }) =>
      declared.filter(([operation]) => operations.has(operation)).map(([operation, audience]) => [`${subject} ${operation}: ${[audience].flat().join(' or ')}`, subject, operation, audience, routes] as const),
    )
    // Reads change nothing, so they run side by side; writes one subject at a time.
    const run = phase === 'reads' ? it.concurrent : it
    run.each(selected)('%s', async (_label, subject, operation, audience, routes) => {
      await expectDeclared(subject, operation, (await routes()).filter((route) => route.operation === operation), audience)
    })
  })
}

describe('the declarations', () => {
  it('name every collection, global and auth collection of the loaded config, and nothing else', () => {
    const collections: string[] = config.collections.map((collection) => collection.slug)
    const globals: string[] = config.globals.map((global) => global.slug)
    const auth = config.collections.filter((collection) => collection.auth).map((collection) => collection.slug)
    expect(collections.filter((slug) => !COLLECTION_POLICY[slug]), 'collections without a declaration in rest-policy.ts').toEqual([])
    expect(globals.filter((slug) => !GLOBAL_POLICY[slug]), 'globals without a declaration in rest-policy.ts').toEqual([])
    expect(auth.filter((slug) => !AUTH_POLICY[slug]), 'auth collections without a declaration in rest-policy.ts').toEqual([])
    expect(Object.keys(COLLECTION_POLICY).filter((slug) => !collections.includes(slug)), 'declared collections that do not exist').toEqual([])
    expect(Object.keys(GLOBAL_POLICY).filter((slug) => !globals.includes(slug)), 'declared globals that do not exist').toEqual([])
    const versioned = [...config.collections, ...config.globals].filter((entity) => entity.versions)
    const policyOf = (slug: string) => COLLECTION_POLICY[slug] ?? GLOBAL_POLICY[slug]
    expect(versioned.filter((entity) => !policyOf(entity.slug)?.versions).map((entity) => entity.slug), 'versioned without a versions declaration').toEqual([])
  })

  it('list only real cases as known open', () => {
    const operations = new Set(['read', 'file', 'versions', 'create', 'update', 'delete', 'unlock', 'verify'])
    for (const key of Object.keys(KNOWN_OPEN)) {
      const [subject, operation, caller] = key.split(' ')
      const slug = subject.replace(/^globals\//, '')
      expect(!!COLLECTION_POLICY[slug] || !!GLOBAL_POLICY[slug] || !!AUTH_POLICY[slug], key).toBe(true)
      expect(operations.has(operation) && (CALLERS as readonly string[]).includes(caller), key).toBe(true)
    }
  })
})
