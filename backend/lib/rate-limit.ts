import type { Payload } from 'payload'
import { counters } from './counters'

/**
 * Fixed-window rate limit on the shared counters (one atomic increment, docs/decisions/015). Counts the call
 * and answers whether it is still within the limit: of any number of parallel calls exactly `limit` pass.
 */
export async function hitRateLimit(
  payload: Payload,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<boolean> {
  return (await counters(payload).hit(`rate:${key}`, windowMs)) <= limit
}

/**
 * A signed-in step's limit, counted per account and per client address (both are counted on every call, so
 * neither count can be skipped by failing the other first). True when both are within `limits`.
 */
export async function hitMemberStepLimit(
  payload: Payload,
  step: string,
  { userId, ip }: { userId: number; ip: string },
  limits: { limit: number; windowMs: number },
): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([
    hitRateLimit(payload, `${step}:account:${userId}`, limits),
    hitRateLimit(payload, `${step}:ip:${ip}`, limits),
  ])
  return byAccount && byAddress
}
