/**
 * Authored content every learner call reads (a course, its outline, question banks, lectures) and the accounts
 * behind sessions, kept in memory by the server process (docs/decisions/010). Each entry names the collections it
 * was read from; a save or delete in one of them drops those entries at once (`forgetContent`, from the
 * collections' hooks). An entry older than about `CONTENT_TTL_MS` is still answered once more while it is read
 * again in the background, which bounds how long another app instance, whose hooks did not run, may answer with
 * an older copy, without making a caller wait; lifetimes are spread by a tenth so entries read together are not
 * all read again at the same moment (a stall under load, npm run bench:load).
 */

export const CONTENT_TTL_MS = 60_000
const MAX_ENTRIES = 5_000

type TEntry = { value: Promise<unknown>; expiresAt: number; sources: readonly string[]; refreshing?: boolean }

export class ContentCache {
  private entries = new Map<string, TEntry>()

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept value, or `load()` kept for the next caller; concurrent callers share one load, a failed one is not kept. */
  read<T>(sources: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key)
    if (!found) return this.store(sources, key, load).value as Promise<T>
    if (found.expiresAt <= this.now() && !found.refreshing) {
      found.refreshing = true
      const next = this.store(sources, key, load, found)
      // Swapped in once read; a forgotten entry (an editor saved meanwhile) stays forgotten, a failed read keeps the old one.
      next.value.then(
        () => this.entries.get(key) === found && this.entries.set(key, next),
        () => (found.refreshing = false),
      )
    }
    return found.value as Promise<T>
  }

  private store(sources: readonly string[], key: string, load: () => Promise<unknown>, replacing?: TEntry): TEntry {
    const value = load().then((loaded) => (process.env.NODE_ENV === 'production' ? loaded : deepFreeze(loaded)))
    const entry: TEntry = { value, expiresAt: this.now() + CONTENT_TTL_MS * (0.9 + Math.random() * 0.2), sources }
    if (replacing) {
      value.catch(() => undefined)
      return entry
    }
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
    return entry
  }

  /** Drops what was read from `source`. */
  forget(source: string): void {
    for (const [name, entry] of this.entries) if (entry.sources.includes(source)) this.entries.delete(name)
  }

  clear(): void {
    this.entries.clear()
  }
}

/** Outside production a kept value cannot be changed by the caller that reads it: such a change would leak to others. */
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

export function forgetContent(source: string): void {
  contentCache().forget(source)
}

/** Collection hooks that drop what was read from the collection when a document is saved or deleted. */
export function forgetContentHooks(source: string) {
  const forget = () => forgetContent(source)
  return { afterChange: [forget], afterDelete: [forget] }
}
