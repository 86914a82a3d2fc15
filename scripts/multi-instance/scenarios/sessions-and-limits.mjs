// c. A session made on one instance works on the other (and ends on both when it ends on one); the per-address
// sign-in limit counts the attempts both instances saw, and through the balancer it counts the client's address,
// not the balancer's.
import { Client } from '../../../bench/load/client.mjs'
import { fetchFrom } from '../source-address.mjs'

const LOGIN = '/api/user/account/login'
const LOGIN_LIMIT = 20 // backend/services/account/constants.ts, LOGIN_RATE_LIMIT unset

export async function sessionsAndLimits({ instances: [a, b], balancerUrl, demoAccount }) {
  const problems = []
  const onA = new Client({ base: a.url })
  const onB = new Client({ base: b.url })
  onB.cookies = onA.cookies
  const login = await onA.call('login', LOGIN, { method: 'POST', body: { email: demoAccount.email, password: demoAccount.password } })
  if (!login.ok) problems.push(`sign-in on A answered ${login.status}`)
  const stolenCopy = new Map(onA.cookies)
  const profileOnB = await onB.call('profile', '/api/user/account')
  if (!profileOnB.ok || profileOnB.json?.data?.email !== demoAccount.email) problems.push(`the session made on A is not known on B (${profileOnB.status})`)
  const logout = await onB.call('logout', '/api/user/account/logout', { method: 'POST' })
  // The logout answer clears the cookies: the session's cookie is sent again to A as a stolen copy would be.
  onA.cookies = stolenCopy
  const profileOnA = await onA.call('profile', '/api/user/account', { expect: [401] })
  if (!logout.ok || !profileOnA.ok) problems.push(`a session ended on B still works on A (logout ${logout.status}, then A answered ${profileOnA.status})`)

  // Wrong passwords from one address: half on A, half on B, then one more; only a shared count refuses it.
  const attempt = (base, address) =>
    fetchFrom(address)(`${base}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: `nobody-${Math.random().toString(36).slice(2)}@multi.lpi.test`, password: 'wrong-password-1A!' }),
    }).then((response) => response.status)
  const direct = []
  for (let i = 0; i < LOGIN_LIMIT; i++) direct.push(await attempt(i % 2 ? b.url : a.url, '127.0.9.1'))
  const afterLimit = await attempt(a.url, '127.0.9.1')
  if (direct.includes(429)) problems.push(`refused before the limit: ${direct.join(',')}`)
  if (afterLimit !== 429) problems.push(`attempt ${LOGIN_LIMIT + 1} (${LOGIN_LIMIT / 2} seen by A, ${LOGIN_LIMIT / 2} by B) answered ${afterLimit}, not 429: the count is per instance`)

  const viaBalancer = []
  for (let i = 0; i <= LOGIN_LIMIT; i++) viaBalancer.push(await attempt(balancerUrl, '127.0.9.2'))
  const otherClient = await attempt(balancerUrl, '127.0.9.3')
  if (viaBalancer.at(-1) !== 429) problems.push(`through the balancer, attempt ${LOGIN_LIMIT + 1} answered ${viaBalancer.at(-1)}, not 429`)
  if (otherClient === 429) problems.push('through the balancer, another client was refused too: the limit counted the balancer\'s address')
  return {
    problems,
    figures: [`session from A on B: ${profileOnB.status}; after logout on B, A: ${profileOnA.status}`, `sign-in attempt ${LOGIN_LIMIT + 1} across A and B: ${afterLimit}; through the balancer: ${viaBalancer.at(-1)}, another client: ${otherClient}`],
  }
}
