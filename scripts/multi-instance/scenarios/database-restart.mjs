// e. PostgreSQL restarted while signed-in clients keep calling the API and a member page through the balancer: during
// the outage the API answers 503 (never a 500, a stack or a dropped connection) and the page the error page (never a
// redirect to sign in, which would end the session), afterwards everything answers again, and the instances were
// never restarted to get there.
import { Client } from '../../../bench/load/client.mjs'
import { sleep } from '../processes.mjs'

const OUTAGE_MS = 5000
const RECOVERY_LIMIT_MS = 15_000
const CLIENTS = 8

export async function databaseRestart({ instances, balancerUrl, postgres, demoAccount, log }) {
  const pids = instances.map((instance) => instance.child.pid)
  const signIn = new Client({ base: balancerUrl })
  const login = await signIn.call('login', '/api/user/account/login', { method: 'POST', body: demoAccount })
  if (!login.ok) return { problems: [`sign-in answered ${login.status}`], figures: [] }
  const calls = [] // { at, status, name, body }
  let stopped = false
  const poll = async (index) => {
    const client = new Client({ base: balancerUrl })
    client.cookies = new Map(signIn.cookies)
    const paths = [['profile', '/api/user/account', 'api'], ['enrol check', '/api/online-course/enroll-validation?courseId=1', 'api'], ['course structure', '/api/online-course/course-structure?courseId=1', 'api'], ['dashboard page', '/user/dasbor', 'page']]
    for (let i = index; !stopped; i++) {
      const [name, path, kind] = paths[i % paths.length]
      const started = performance.now()
      const response = await client.send(`${balancerUrl}${path}`, { headers: { Cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '), Accept: kind === 'api' ? 'application/json' : 'text/html' }, redirect: 'manual' }).then(
        async (answer) => ({ status: answer.status, body: await answer.text() }),
        (error) => ({ status: 0, body: String(error.cause?.code ?? error) }),
      )
      calls.push({ at: started, name, ...response })
      await sleep(100)
    }
  }
  const pollers = Array.from({ length: CLIENTS }, (_, index) => poll(index))
  await sleep(2000)
  log('- stop PostgreSQL')
  const downAt = performance.now()
  postgres.stop()
  await sleep(OUTAGE_MS)
  log('- start PostgreSQL')
  await postgres.start()
  const upAt = performance.now()
  // Recovered: the first moment from which every call of a whole second succeeded.
  let recoveredAt
  while (performance.now() - upAt < RECOVERY_LIMIT_MS && recoveredAt === undefined) {
    await sleep(1000)
    const since = performance.now() - 1000
    const recent = calls.filter((call) => call.at >= since)
    if (recent.length && recent.every((call) => call.status === 200)) recoveredAt = since
  }
  stopped = true
  await Promise.all(pollers)

  const during = calls.filter((call) => call.at >= downAt && call.at <= upAt)
  // HAProxy's own 503 (no instance in service) would mean the instances were taken out, not that they answered.
  const fromBalancer = calls.filter((call) => call.status === 503 && call.body.includes('No server is available'))
  const unavailable = calls.filter((call) => call.status >= 500 && !fromBalancer.includes(call))
  // A page whose data call got the 503 shows the site's error page, which Next answers with 500.
  const allowed = (call) => [200, 503].includes(call.status) || (call.name.endsWith('page') && call.status === 500)
  const wrong = calls.filter((call) => !allowed(call) || fromBalancer.includes(call))
  const stacks = calls.filter((call) => call.status >= 500 && /\bat .+:\d+:\d+\)|node_modules|Error:/.test(call.body))
  const restarted = instances.filter((instance, i) => instance.child.pid !== pids[i] || instance.child.exitCode !== null)
  const problems = [
    !unavailable.length && 'no 503 during the outage: the calls did not reach the database',
    fromBalancer.length && `${fromBalancer.length} 503 answers came from HAProxy with no instance in service`,
    ...summarize(wrong.filter((call) => !fromBalancer.includes(call))).map(([what, count]) => `${count} answers ${what} (only 200 or 503, and the error page's 500 for a page, allowed)`),
    stacks.length && `${stacks.length} answers showed a stack or an error message`,
    recoveredAt === undefined && `not recovered ${RECOVERY_LIMIT_MS / 1000} s after PostgreSQL came back`,
    restarted.length && `instances restarted: ${restarted.map((instance) => instance.name).join(', ')}`,
  ].filter(Boolean)
  return {
    problems,
    figures: [
      `${calls.length} calls; during the ${(OUTAGE_MS / 1000).toFixed(0)} s outage ${during.length}, of which 503: ${during.filter((call) => call.status === 503).length}, error pages: ${during.filter((call) => call.name.endsWith('page') && call.status === 500).length}; 503 in all: ${unavailable.length}; other failures: ${wrong.length}`,
      `recovered ${recoveredAt === undefined ? 'never' : `${((recoveredAt - upAt) / 1000).toFixed(1)} s`} after PostgreSQL was back`,
    ],
  }
}

/** "500 on profile" -> count */
function summarize(calls) {
  const counts = new Map()
  for (const call of calls) counts.set(`${call.status} on ${call.name}`, (counts.get(`${call.status} on ${call.name}`) ?? 0) + 1)
  return [...counts]
}
