import type { Payload } from 'payload'

const pending = new Set<Promise<void>>()

/**
 * Runs work after the call has answered, for calls whose answer must not tell anything by its timing
 * (register and forgot password: a known and an unknown address do different work, docs/decisions/015).
 * A failure is logged; the caller has already answered the same either way.
 */
export function runAfterAnswer(payload: Payload, label: string, work: () => Promise<unknown>): void {
  // Started on the next turn of the event loop, once the answer is on its way, not while it is being built.
  const running: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => payload.logger.error({ err: error, msg: `${label} failed after the answer` }),
    )
    .finally(() => pending.delete(running))
  pending.add(running)
}

/** Resolves once every work started so far (and any it started) has ended: for tests and a clean shutdown. */
export async function afterAnswerIdle(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}
