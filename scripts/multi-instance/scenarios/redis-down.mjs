// f. Redis stops (and comes back empty): the instances fall back to their own caches and counters and go on
// answering, within a few seconds each, never a 5xx; a learner can still sign in and work.
import { Client } from '../../../bench/load/client.mjs'
import { sleep } from '../processes.mjs'
import { fetchFrom, loopbackAddress } from '../source-address.mjs'

const OUTAGE_MS = 6000
const ANSWER_WITHIN_MS = 5000
const PAGES = [
  ['home page', '/', 'page'],
  ['course listing', '/api/online-course/listing?skip=0&take=3', 'api'],
  ['e-library listing', '/api/static/e-library?take=3', 'api'],
  ['e-library page', '/e-library', 'page'],
]

export async function redisDown({ instances, balancerUrl, redis, spareLearners, log }) {
  const calls = []
  let phase = 'up'
  const call = async (client, name, path, kind, options = {}) => {
    const started = performance.now()
    const result = await Promise.race([client.call(name, path, { kind, ...options }), sleep(ANSWER_WITHIN_MS * 3).then(() => ({ status: 'timeout', ok: false }))])
    calls.push({ name, status: result.status, ms: performance.now() - started, redisUp: phase })
    return result
  }
  let rounds = 0
  const round = async () => {
    const visitor = new Client({ base: balancerUrl })
    for (const [name, path, kind] of PAGES) await call(visitor, name, path, kind)
    // Each round signs in from its own address: the per-address sign-in limit is not what is tested here.
    const learner = new Client({ base: balancerUrl, fetch: fetchFrom(loopbackAddress(4, rounds++)) })
    await call(learner, 'sign-in', '/api/user/account/login', 'api', { method: 'POST', body: spareLearners[phase === 'down' ? 0 : 1] })
    await call(learner, 'profile', '/api/user/account', 'api')
  }
  await round()
  log('- stop Redis')
  await redis.stop()
  phase = 'down'
  const downUntil = performance.now() + OUTAGE_MS
  while (performance.now() < downUntil) await Promise.all(instances.map(() => round()))
  log('- start Redis (empty)')
  await redis.start()
  phase = 'back'
  await sleep(1000)
  await Promise.all(instances.map(() => round()))

  const failed = calls.filter((entry) => entry.status === 'timeout' || entry.status === 0 || entry.status >= 500)
  const slow = calls.filter((entry) => entry.ms > ANSWER_WITHIN_MS)
  const problems = [
    ...failed.slice(0, 5).map((entry) => `${entry.name} answered ${entry.status} with Redis ${entry.redisUp}`),
    ...slow.slice(0, 5).map((entry) => `${entry.name} took ${(entry.ms / 1000).toFixed(1)} s with Redis ${entry.redisUp}`),
    ...calls.filter((entry) => !failed.includes(entry) && entry.status !== 200).slice(0, 3).map((entry) => `${entry.name} answered ${entry.status} with Redis ${entry.redisUp}`),
  ]
  const down = calls.filter((entry) => entry.redisUp === 'down')
  const slowest = Math.max(...down.map((entry) => entry.ms))
  return { problems, figures: [`with Redis down: ${down.length} calls, ${down.filter((entry) => entry.status === 200).length} answered 200, slowest ${slowest.toFixed(0)} ms; after it came back: ${calls.filter((entry) => entry.redisUp === 'back' && entry.status === 200).length} of ${calls.filter((entry) => entry.redisUp === 'back').length} 200`] }
}
