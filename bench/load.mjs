// `npm run bench:load` (issue 11): 200 simulated learners sign in, then browse, enrol, open lectures and take
// quizzes for 60 s against the production build (`npx next build` first) on a fresh, seeded PostgreSQL database.
// Prints throughput, p50/p99 and errors per call, then checks the database against every write the server
// acknowledged. Exits 1 on any error, an API p99 at or over BENCH_LOAD_P99_MAX, or an inconsistency.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { checkConsistency } from './load/consistency.mjs'
import { runLoad } from './load/run-load.mjs'
import { p99ByInterval, printTable } from './load/stats.mjs'
import { TEST_DEMO_PASSWORD } from '../tests/demo-password.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = (name, fallback) => Number(process.env[name] || fallback)
const PORT = env('BENCH_LOAD_PORT', 3250)
const LEARNERS = env('BENCH_LOAD_LEARNERS', 200)
const DURATION = env('BENCH_LOAD_DURATION', 60)
const P99_MAX = env('BENCH_LOAD_P99_MAX', 300)
const THINK = [env('BENCH_LOAD_THINK_MIN', 500), env('BENCH_LOAD_THINK_MAX', 2000)]
// Sign-ins are spread over this many seconds before the measured minute (argon2id is meant to be slow).
const RAMP = env('BENCH_LOAD_RAMP', 10)
const DOUBLE_EVERY = 5 // every fifth learner double-submits its enrolments and quiz submits
const PG_ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432'
const DB_NAME = process.env.BENCH_LOAD_DB || 'portal_load'
const DATABASE_URL = `${PG_ADMIN_URL}/${DB_NAME}`
const BASE = `http://127.0.0.1:${PORT}`
const PASSWORD = 'Load-Bench-Password-2026!'

if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error('BENCH_LOAD_DB must be a plain lower-case name')
const children = []
// The server is npx -> sh -> next-server: the whole process group goes (bench/run.mjs has the story).
process.on('exit', () => children.forEach((child) => { try { process.kill(-child.pid, 'SIGTERM') } catch {} }))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
const logFile = path.join(root, 'reports', 'load-server.log')
const log = fs.openSync(logFile, 'w')
delete process.env.SMTP_URL
const serverEnv = {
  ...process.env,
  DATABASE_URL,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(PORT),
  SERVER_URL: BASE,
  UPLOAD_DIR: `data/load-media-${PORT}`,
  // Account mail lands in a folder, never in a real mailbox.
  MAIL_OUTBOX_DIR: `data/load-outbox-${PORT}`,
  // Every simulated learner signs in from this one address; the per-IP limit is for real clients.
  LOGIN_RATE_LIMIT: String(LEARNERS * 10),
  // A throwaway database: its demo accounts get the test runs' password, so the seed writes no credentials file
  // over the one of the developer's own install (data/demo-accounts.txt).
  DEMO_PASSWORD: process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD,
}

function step(label, command, args) {
  console.log(`- ${label}`)
  const result = spawnSync(command, args, { cwd: root, env: serverEnv, stdio: ['ignore', log, log] })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status}); see ${logFile}`)
}

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_ADMIN_URL}/postgres` })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${DB_NAME}`)
  await admin.end()
  fs.rmSync(path.join(root, serverEnv.UPLOAD_DIR), { recursive: true, force: true })
  fs.rmSync(path.join(root, serverEnv.MAIL_OUTBOX_DIR), { recursive: true, force: true })
  // The database is new, so reads cached by an earlier run would show content it no longer has.
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) fs.rmSync(path.join(root, cache), { recursive: true, force: true })
  step('migrate', 'npm', ['run', 'migrate'])
  step('seed', 'npm', ['run', 'seed'])
  // One more than the learners: the warm-up account.
  step(`${LEARNERS + 1} learner accounts`, 'npx', ['tsx', 'bench/load-learners.ts', String(LEARNERS + 1), PASSWORD])
}

async function startServer() {
  // BENCH_LOAD_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_LOAD_CPU_PROF)}`] : []
  const server = spawn(process.execPath, [...profile, 'scripts/serve.mjs', '-p', String(PORT)], { cwd: root, env: serverEnv, stdio: ['ignore', log, log], detached: true })
  children.push(server)
  for (let waited = 0; waited < 120; waited++) {
    if (server.exitCode !== null) throw new Error(`the server stopped; see ${logFile}`)
    if (await fetch(`${BASE}/api/static/menu`).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('the server did not answer in 120 s')
}

const busy = await fetch(`${BASE}/`).then(() => true, () => false)
if (busy) throw new Error(`port ${PORT} is already in use: stop what runs there (or set BENCH_LOAD_PORT)`)
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first')

console.log(`Load benchmark: ${LEARNERS} learners, ${DURATION} s, think ${THINK[0]}-${THINK[1]} ms, on ${os.cpus().length} cores; PostgreSQL database ${DB_NAME}, port ${PORT}`)
await prepareDatabase()
console.log('- start the production server')
await startServer()
const { ledger, started, seconds, signInSeconds, driverLagByInterval, recorders } = await runLoad({
  base: BASE,
  learners: LEARNERS,
  durationSeconds: DURATION,
  thinkMs: THINK,
  rampSeconds: RAMP,
  password: PASSWORD,
  doubleEvery: DOUBLE_EVERY,
})
const { warmUp: warmUpRecorder, signIns, learning: recorder, probe: probeRecorder } = recorders
const warmUpErrors = warmUpRecorder.summary(1).total.errors
const probeErrors = probeRecorder.summary(1).total.errors

const signInSummary = signIns.summary(signInSeconds)
printTable(`Sign-in (${LEARNERS} learners over ${signInSeconds.toFixed(1)} s)`, signInSummary)
const summary = recorder.summary(seconds)
printTable(`Learning (${LEARNERS} learners, ${seconds.toFixed(1)} s)`, summary)
const byInterval = p99ByInterval(recorder, started)
console.log(`API p99 per 10 s: ${byInterval.map((ms) => `${ms.toFixed(0)}ms`).join(', ')}`)
// Were this process's own pauses (it shares the machine) part of the figures? Large values would say so.
console.log(`load generator's longest event-loop pause per 10 s: ${driverLagByInterval.map((ms) => `${ms.toFixed(0)}ms`).join(', ')}`)
const samples = [...warmUpRecorder.errorSamples, ...signIns.errorSamples, ...recorder.errorSamples, ...probeRecorder.errorSamples].slice(0, 20)
if (samples.length) console.log(`\nerrors (first ${samples.length}):\n  ${samples.join('\n  ')}`)

const consistency = await checkConsistency(DATABASE_URL, ledger)
console.log('\nConsistency (acknowledged by the server / stored in PostgreSQL):')
for (const [label, figures] of Object.entries(consistency.figures)) console.log(`  ${label}: ${JSON.stringify(figures)}`)
for (const problem of consistency.problems) console.log(`  PROBLEM ${problem}`)

const errors = warmUpErrors + probeErrors + summary.total.errors + signInSummary.total.errors
const apiP99 = Math.max(summary.api.p99, signInSummary.api.p99)
const failures = [
  errors > 0 && `${errors} errors`,
  apiP99 >= P99_MAX && `API p99 ${apiP99.toFixed(0)} ms is not under ${P99_MAX} ms (BENCH_LOAD_P99_MAX)`,
  !consistency.ok && 'the database does not match what the server acknowledged',
].filter(Boolean)
fs.writeFileSync(
  path.join(root, 'reports', 'load.json'),
  JSON.stringify({ learners: LEARNERS, durationSeconds: seconds, cores: os.cpus().length, p99MaxMs: P99_MAX, signIn: signInSummary, learning: summary, apiP99By10s: byInterval, generatorPauseBy10s: driverLagByInterval, consistency, passed: !failures.length, failures }, null, 2),
)
console.log(`\ntargets: no errors, API p99 < ${P99_MAX} ms, consistent database: ${failures.length ? `NOT met (${failures.join('; ')})` : 'met'}`)
process.exit(failures.length ? 1 : 0)
