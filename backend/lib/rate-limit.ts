import type { Payload } from 'payload'

type TWindow = { count: number; resetAt: number }

/**
 * Fixed-window counter in Payload's key-value store (the database by default, Redis when configured),
 * so every app instance shares it. Counts the call and answers whether it is still within the limit.
 */
export async function hitRateLimit(
  payload: Payload,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<boolean> {
  const now = Date.now()
  const storeKey = `rate:${key}`
  const current = await payload.kv.get<TWindow>(storeKey)
  const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs }
  window.count += 1
  await payload.kv.set(storeKey, window)
  return window.count <= limit
}
