// `npm run test:multi` (issue 21): two production instances of the site behind HAProxy (round-robin, no
// stickiness) and a jobs worker, on a private PostgreSQL cluster, a private Redis, a local S3-compatible server
// and an in-process SMTP server; then what a deployment meets: a save, an upload, a session and a limit crossing
// instances, SMTP, Redis and PostgreSQL going away, an instance killed under the 200-learner load.
// Needs a build (`npx next build`) and haproxy. Logs in reports/multi-instance/; exits 1 on any failure.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { learnerEmail } from '../../bench/load/learner.mjs'
import { TEST_DEMO_PASSWORD } from '../../tests/demo-password.mjs'
import { startLocalS3 } from '../../tests/s3/local-s3.ts'
import { startHaproxy } from './haproxy.mjs'
import { appInstance, sharedEnv } from './instances.mjs'
import { createDatabase, startPostgres } from './postgres.mjs'
import { logDir, onExit, root, run, start } from './processes.mjs'
import { redisServer } from './redis.mjs'
import { databaseRestart } from './scenarios/database-restart.mjs'
import { httpCache } from './scenarios/http-cache.mjs'
import { editorSave } from './scenarios/editor-save.mjs'
import { loadAndKill } from './scenarios/load-and-kill.mjs'
import { mailOutage } from './scenarios/mail-outage.mjs'
import { redisDown } from './scenarios/redis-down.mjs'
import { uploads } from './scenarios/uploads.mjs'
import { sessionsAndLimits } from './scenarios/sessions-and-limits.mjs'
import { smtpServer } from './smtp.mjs'
import { varnishAvailable, varnishCache } from './varnish.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)
const PORTS = {
  instances: [port('MULTI_PORT_A', 3450), port('MULTI_PORT_B', 3451)],
  balancer: port('MULTI_PORT_BALANCER', 3460),
  postgres: port('MULTI_PORT_POSTGRES', 5442),
  redis: port('MULTI_PORT_REDIS', 6392),
  smtp: port('MULTI_PORT_SMTP', 2540),
  s3: port('MULTI_PORT_S3', 4630),
  front: port('MULTI_PORT_FRONT', 3461),
  varnish: port('MULTI_PORT_VARNISH', 6081),
}
const LEARNERS = port('MULTI_LOAD_LEARNERS', 200)
const LOAD_SECONDS = port('MULTI_LOAD_DURATION', 30)
const LEARNER_PASSWORD = 'Multi-Instance-Password-2026!'
const SPARE_LEARNERS = 6
const demoPassword = process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD
const log = (line) => console.log(line)
const began = performance.now()
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first')
// Varnish in front when this machine has it (CI installs it): scenario h.
const withVarnish = varnishAvailable()
// MULTI_SCENARIOS=a,h runs only those scenarios (setup is the same), for working on one.
const only = process.env.MULTI_SCENARIOS ? new Set(process.env.MULTI_SCENARIOS.split(',').map((name) => name.trim())) : null
for (const taken of [...PORTS.instances, PORTS.balancer, ...(withVarnish ? [PORTS.front, PORTS.varnish, PORTS.varnish + 1] : [])]) {
  if (await fetch(`http://127.0.0.1:${taken}/`).then(() => true, () => false)) throw new Error(`port ${taken} is already in use`)
}
for (const file of fs.readdirSync(logDir)) if (file.endsWith('.log')) fs.rmSync(path.join(logDir, file))

log(`Multi-instance test: 2 instances (${PORTS.instances.join(', ')}) behind haproxy (${PORTS.balancer}), on ${os.cpus().length} cores`)
if (withVarnish) log(`- and haproxy (${PORTS.front}) -> Varnish (PROXY ${PORTS.varnish}, purge ${PORTS.varnish + 1}) -> the instances`)
log('- private PostgreSQL, Redis, S3 and SMTP')
const postgres = await startPostgres({ port: PORTS.postgres })
const databaseUrl = await createDatabase(postgres, 'portal_multi')
const redis = redisServer({ port: PORTS.redis })
await redis.start()
const smtp = smtpServer({ port: PORTS.smtp })
await smtp.start()
const s3 = await startLocalS3({ port: PORTS.s3, bucket: 'portal-multi' })
// s3rver runs in this process and ends with it; its folder is removed here.
onExit(() => fs.rmSync(s3.directory, { recursive: true, force: true }))
const balancerUrl = `http://127.0.0.1:${PORTS.balancer}`
const instanceNames = ['A', 'B']
const varnish = withVarnish ? varnishCache({ name: 'V1', frontPort: PORTS.varnish, purgePort: PORTS.varnish + 1, instances: instanceNames.map((name, i) => ({ name, port: PORTS.instances[i] })) }) : null
// Web instances only queue jobs; one worker sends the mail (JOBS_AUTORUN, docs/decisions/022). With Varnish, a
// save purges it (docs/decisions/048).
const httpCacheEnv = varnish ? { HTTP_CACHE_PURGE_URLS: varnish.purgeUrl } : {}
const env = sharedEnv({ databaseUrl, redisUrl: redis.url, balancerUrl, smtpUrl: smtp.url, demoPassword, extra: { ...s3.env, JOBS_AUTORUN: 'false', ...httpCacheEnv } })

log('- migrate, seed, learner accounts (once, before any instance starts)')
// The database is new, so pages and reads cached on disk by an earlier run would show content it no longer has.
for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) fs.rmSync(path.join(root, cache), { recursive: true, force: true })
const setupEnv = { ...env }
delete setupEnv.NODE_ENV
await run('setup', 'npm', ['run', 'migrate'], { env: setupEnv })
log(`  migrated (${elapsed()})`)
await run('setup', 'npm', ['run', 'seed'], { env: setupEnv })
log(`  seeded (${elapsed()})`)
// The load's learners, its warm-up learner, and a few more for the other scenarios.
await run('setup', 'npx', ['tsx', 'bench/load-learners.ts', String(LEARNERS + 1 + SPARE_LEARNERS), LEARNER_PASSWORD], { env: setupEnv })

// B runs as two processes on its port (WEB_CONCURRENCY, docs/decisions/054), so every scenario also crosses B's
// workers: their caches agree through Redis as the instances' do. MULTI_B_WORKERS=1 makes it one process.
const workers = { B: process.env.MULTI_B_WORKERS || '2' }
log(`- start instances A and B (B: ${workers.B} workers) (${elapsed()})`)
const instances = instanceNames.map((name, i) => appInstance({ name, port: PORTS.instances[i], env: workers[name] ? { ...env, WEB_CONCURRENCY: workers[name] } : env }))
await Promise.all(instances.map((instance) => instance.start()))
start('worker', 'npm', ['run', 'worker'], { env })
// Liveness (docs/decisions/023): it touches no dependency, so a database outage takes no instance out.
await startHaproxy({ port: PORTS.balancer, instances, healthPath: '/api/health' })
const frontUrl = `http://127.0.0.1:${PORTS.front}`
if (varnish) {
  await varnish.start()
  await startHaproxy({ name: 'haproxy-front', port: PORTS.front, instances: [{ name: varnish.name, port: varnish.frontPort }], healthPath: '/api/health', sendProxy: true })
} else log('- no varnishd with vmod xkey here: scenario h (HTTP cache) is skipped')
log(`- ready (${elapsed()})`)

const context = {
  instances,
  balancerUrl,
  frontUrl,
  caches: varnish ? [varnish] : [],
  databaseUrl,
  postgres,
  redis,
  smtp,
  log,
  demoAccount: { email: 'learner@demo.lpi.test', password: demoPassword },
  editorAccount: { email: 'admin@demo.lpi.test', password: demoPassword },
  spareLearners: Array.from({ length: SPARE_LEARNERS }, (_, i) => ({ email: learnerEmail(LEARNERS + 2 + i), password: LEARNER_PASSWORD })),
}
const scenarios = [
  ['c. session and sign-in limit across instances', () => sessionsAndLimits(context)],
  ['a. an editor\'s save on A shows on B within 2 s', () => editorSave(context)],
  ...(varnish ? [['h. Varnish in front: a save on A shows there within 1 s of the instances, personal pages never kept, outside PURGE refused', () => httpCache(context)]] : []),
  ['b. an upload on A downloads on B; a private file is refused to visitors on both', () => uploads(context)],
  ['g. SMTP down during sign-ups and event registrations', () => mailOutage(context)],
  ['f. Redis stopped: local fallbacks, no 5xx', () => redisDown(context)],
  ['e. PostgreSQL restarted under calls: 503, then recovery without a restart', () => databaseRestart(context)],
  [
    `d. ${LEARNERS} learners across both, kill -9 of A mid-run`,
    () => loadAndKill({ ...context, learners: LEARNERS, durationSeconds: LOAD_SECONDS, killAfterSeconds: Math.round(LOAD_SECONDS / 3), password: LEARNER_PASSWORD }),
  ],
]

const results = []
for (const [name, scenario] of scenarios.filter(([name]) => !only || only.has(name.split('.')[0]))) {
  log(`\n== ${name}`)
  const startedAt = performance.now()
  const result = await scenario().catch((error) => ({ problems: [`stopped: ${error.stack ?? error}`], figures: [] }))
  results.push({ name, seconds: (performance.now() - startedAt) / 1000, ...result })
  for (const figure of result.figures) log(`  ${figure}`)
  for (const problem of result.problems) log(`  FAIL ${problem}`)
}

// B's workers ride through every fault above without dying (the supervisor logs each exit and restarts it).
const workerExits = fs.readFileSync(path.join(logDir, 'instance-B.log'), 'utf8').match(/^web worker \d+ exited.*$/gm) ?? []
results.push({ name: `B's ${workers.B} workers stayed up through every scenario`, seconds: 0, figures: [], problems: workerExits })
log(`\nMulti-instance summary (${elapsed()}):`)
for (const result of results) log(`  ${result.problems.length ? 'FAIL' : 'ok  '} ${result.name} (${result.seconds.toFixed(0)} s)`)
fs.writeFileSync(path.join(logDir, 'summary.json'), JSON.stringify(results, null, 2))
const failed = results.filter((result) => result.problems.length)
log(failed.length ? `${failed.length} of ${results.length} scenarios failed; logs in reports/multi-instance/` : `all ${results.length} scenarios passed`)
process.exit(failed.length ? 1 : 0)
