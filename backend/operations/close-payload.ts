type TPool = { end: () => Promise<void> }
type TClosable = { destroy: () => Promise<void>; db: { pool?: TPool; client?: { close?: () => void } } }
type TCacheEntry = { payload: TClosable | null }

/**
 * Closes every Payload instance of this process: its crons stop, its pool's idle connections end. Read from
 * Payload's own instance cache on globalThis (`_payload`, see payload/dist/index.js), because the production
 * server (scripts/serve.ts) and the instance Next.js's route handlers created are separate module graphs.
 * The postgres adapter keeps one connection checked out for good, so pool.end() is given a bounded wait.
 */
export async function closePayloadInstances(waitMs = 2_000): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, TCacheEntry> })._payload
  for (const { payload } of cache?.values() ?? []) {
    if (!payload) continue
    const { pool, client } = payload.db
    await payload.destroy()
    client?.close?.()
    if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, waitMs))])
  }
}
