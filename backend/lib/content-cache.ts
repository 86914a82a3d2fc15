import { publishInvalidation } from '../../lib/redis/invalidation'

/**
 * Authored content every learner call reads (a course, its outline, question banks, lectures) and the accounts
 * behind sessions, kept in memory by the server process (docs/decisions/010). Each entry names the collections it
 * was read from; a save or delete in one of them drops those entries at once (`forgetContent`, from the
 * collections' hooks), and for `HOLD_MS` after it nothing read from them is kept: on PostgreSQL the hooks run
 * before Payload commits, so a read in that moment may still see the old row.
 *
 * An entry older than about `CONTENT_TTL_MS` is answered once more while it is read again in the background, which
 * bounds how long another app instance, whose hooks did not run, may answer with an older copy without making a
 * caller wait; one older than twice that is read again before answering. Lifetimes are spread by a tenth so entries
 * read together are not all read again at the same moment (a stall under load, npm run bench:load). Empty answers
 * (an unknown slug) are not kept, and the least recently used entries go first beyond `MAX_ENTRIES`.
 */

export const CONTENT_TTL_MS = 60_000
export const HOLD_MS = 2_000
const MAX_ENTRIES = 5_000

type TEntry = { value: Promise<unknown>; expiresAt: number; sources: readonly string[]; refreshing?: boolean }

export class ContentCache {
  private entries = new Map<string, TEntry>()
  private versions = new Map<string, number>()
  private heldUntil = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept value, or `load()` kept for the next caller; concurrent callers share one load, a failed one is not kept. */
  read<T>(sources: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key)
    if (found && this.now() < found.expiresAt + CONTENT_TTL_MS) {
      this.entries.delete(key) // most recently used last
      this.entries.set(key, found)
      if (found.expiresAt <= this.now()) this.refresh(sources, key, load, found)
      return found.value as Promise<T>
    }
    if (found) this.entries.delete(key)
    return this.load(sources, key, load).value as Promise<T>
  }

  private load(sources: readonly string[], key: string, load: () => Promise<unknown>): TEntry {
    const keepable = this.keepable(sources)
    const entry: TEntry = { value: load().then(frozen), expiresAt: this.lifetimeEnd(), sources }
    if (!keepable()) return entry
    this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
    const drop = () => this.entries.get(key) === entry && this.entries.delete(key)
    entry.value.then((loaded) => (loaded === null || loaded === undefined || !keepable()) && drop(), drop)
    return entry
  }

  /** Reads an expired entry again; swapped in once read, unless it was forgotten meanwhile (an editor saved). */
  private refresh(sources: readonly string[], key: string, load: () => Promise<unknown>, found: TEntry): void {
    if (found.refreshing) return
    found.refreshing = true
    const keepable = this.keepable(sources)
    const value = load().then(frozen)
    value.then(
      (loaded) => {
        if (this.entries.get(key) === found && loaded !== null && loaded !== undefined && keepable()) this.entries.set(key, { value, expiresAt: this.lifetimeEnd(), sources })
        else found.refreshing = false
      },
      () => (found.refreshing = false),
    )
  }

  /** Whether a read starting now may be kept when it ends: no source held now, none forgotten in between. */
  private keepable(sources: readonly string[]): () => boolean {
    const started = this.now()
    if (sources.some((source) => started < (this.heldUntil.get(source) ?? 0))) return () => false
    const versions = sources.map((source) => this.versions.get(source) ?? 0)
    return () => sources.every((source, i) => (this.versions.get(source) ?? 0) === versions[i])
  }

  private lifetimeEnd(): number {
    return this.now() + CONTENT_TTL_MS * (0.9 + Math.random() * 0.2)
  }

  /** Drops what was read from `source`, and keeps nothing read from it for HOLD_MS. */
  forget(source: string): void {
    this.versions.set(source, (this.versions.get(source) ?? 0) + 1)
    this.heldUntil.set(source, this.now() + HOLD_MS)
    for (const [name, entry] of this.entries) if (entry.sources.includes(source)) this.entries.delete(name)
  }

  clear(): void {
    this.entries.clear()
  }
}

/** Outside production a kept value cannot be changed by the caller that reads it: such a change would leak to others. */
const frozen = <T>(loaded: T): T => (process.env.NODE_ENV === 'production' ? loaded : deepFreeze(loaded))

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

// The API's route bundle and the admin's server functions load this module as separate copies: one cache per
// process, so a save through either drops what both read.
const CACHE_KEY = Symbol.for('lpi.content-cache')
type TGlobalWithCache = typeof globalThis & { [CACHE_KEY]?: ContentCache }

export function contentCache(): ContentCache {
  const global = globalThis as TGlobalWithCache
  return (global[CACHE_KEY] ??= new ContentCache())
}

export function readContent<T>(sources: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
  return contentCache().read(sources, key, load)
}

/** Here at once, and in every other app instance through Redis when it is configured (backend/lib/cache-fanout.ts). */
export function forgetContent(source: string): void {
  contentCache().forget(source)
  publishInvalidation({ kind: 'content', source })
}

/** Collection hooks that drop what was read from the collection when a document is saved or deleted. */
export function forgetContentHooks(source: string) {
  const forget = () => forgetContent(source)
  return { afterChange: [forget], afterDelete: [forget] }
}
