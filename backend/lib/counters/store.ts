/** What every counter store answers (database or Redis); its own module so the stores and index form no cycle. */
export type TCounterStore = {
  /** Counts one hit on `key` and answers the count of its window (1 for the first); an ended window restarts. */
  hit(key: string, windowMs: number): Promise<number>
  /** The count of `key`'s window without counting (0 when it has none or it ended). */
  peek(key: string): Promise<number>
  /** Forgets `key`. */
  reset(key: string): Promise<void>
}
