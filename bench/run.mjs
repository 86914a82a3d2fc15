// `npm run bench`: requests/s and p99 of public pages served by the app (production build, seeded SQLite, the
// page cache in front, one Node process as `npm start` runs it) against nginx with one worker serving the same
// pages' saved answers (the static ceiling), measured with wrk in the same run; also the app without its page cache
// (PAGE_CACHE=0), and wrk's own ceiling, so a reader can tell the generator is not what limits either side.
// Needs a build (`npx next build`), nginx and wrk (`apt-get install -y nginx wrk`). Prints ratios; never a CI gate.
// docs/decisions/046.
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { SERVER_NODE_ARGS } from '../lib/http/server-node-args.mjs'
import { cpuSeconds, loadAverage, nginxConfig, rawGet as rawGetWith, wrk } from './wrk-tools.mjs'

const APP_PORT = Number(process.env.BENCH_APP_PORT || 3200)
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 3201)
const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT || 3202)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const DURATION = Number(process.env.BENCH_DURATION || 10)
const WARMUP = Number(process.env.BENCH_WARMUP || 2)
// One wrk thread: one core for the generator, one for the server (nginx's one worker, or the app's one process).
const THREADS = Number(process.env.BENCH_THREADS || 1)
// Both sides get this Accept-Encoding, and nginx sends the app's own gzip bytes (gzip_static), so the bodies compared
// are the same bytes.
const ACCEPT_ENCODING = 'gzip'
// Home in both languages, a listing and a detail page (ids are stable: the database is freshly seeded each run).
const PAGES = (process.env.BENCH_PAGES || '/,/en,/e-library,/e-library/video/1/pengantar-skema-kpbu-untuk-pemerintah-daerah').split(',')
const UNCACHED = process.env.BENCH_UNCACHED !== '0'
// Issue 26: cached public pages at least half the static ceiling (one nginx worker against one Node process), p99 <= 10 ms.
const TARGET_RATIO = 0.5
const TARGET_P99_MS = 10

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const children = []
// Each child leads its own process group, killed whole when the bench ends, whatever the reason.
process.on('exit', () => children.forEach((child) => { try { process.kill(-child.pid, 'SIGTERM') } catch {} }))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

function start(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  children.push(child)
  return child
}

async function waitFor(url, seconds = 180) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer in ${seconds}s`)
}

const rawGet = (port, page, headers = {}) => rawGetWith(port, page, headers, ACCEPT_ENCODING)

const fileFor = (index) => `/p${index}.html`
// Per-response headers nginx writes itself; the rest of the app's headers nginx sends too, so both answers weigh the same.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-type', 'content-encoding', 'x-page-cache'])

/** Saves each page's answer as the app's page cache sends it (body and headers) for nginx; returns nginx's locations. */
async function savePages() {
  const locations = []
  for (const [index, page] of PAGES.entries()) {
    await rawGet(APP_PORT, page) // the first request renders and fills the cache
    if (UNCACHED) await rawGet(UNCACHED_PORT, page)
    const answer = await rawGet(APP_PORT, page)
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`)
    const encoding = answer.fields.find(([name]) => name === 'content-encoding')?.[1]
    if (encoding !== 'gzip') throw new Error(`${page} came back with content-encoding ${encoding}, not gzip`)
    const file = path.join(work, 'www', fileFor(index))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, zlib.gunzipSync(answer.body))
    fs.writeFileSync(`${file}.gz`, answer.body) // the app's own gzip bytes, served as they are
    const added = answer.fields
      .filter(([name, value]) => !OWN_HEADERS.has(name) && !/["\\$]/.test(value))
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
    locations.push(`location = ${fileFor(index)} { ${added.join(' ')} }`)
  }
  fs.writeFileSync(path.join(work, 'www', 'tiny.txt'), 'ok')
  return locations
}

function startNginx(locations) {
  const conf = path.join(work, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig({ work, port: NGINX_PORT, locations }))
  return start('nginx', ['-c', conf, '-p', work])
}

const wrkRun = (url, seconds = DURATION) => wrk(url, { threads: THREADS, connections: CONNECTIONS, seconds, acceptEncoding: ACCEPT_ENCODING })

/** A warm-up, then the measured run, with the CPU the server process used during it. */
async function measure(port, page, pid) {
  const url = `http://127.0.0.1:${port}${page}`
  if (WARMUP > 0) await wrkRun(url, WARMUP)
  const before = cpuSeconds(pid)
  const result = await wrkRun(url)
  return { ...result, cpu: (cpuSeconds(pid) - before) / DURATION }
}

for (const tool of [['nginx', '-v'], ['wrk', '-v']]) {
  try {
    execFileSync(tool[0], [tool[1]], { stdio: 'ignore' })
  } catch (error) {
    // wrk -v prints its version and exits 1.
    if (error.code === 'ENOENT') {
      console.error(`${tool[0]} is needed: apt-get install -y ${tool[0]}`)
      process.exit(1)
    }
  }
}
for (const port of [APP_PORT, NGINX_PORT, ...(UNCACHED ? [UNCACHED_PORT] : [])]) {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)
  if (busy) {
    console.error(`port ${port} is already in use: stop what runs there (or set BENCH_APP_PORT / BENCH_NGINX_PORT / BENCH_UNCACHED_PORT)`)
    process.exit(1)
  }
}
// scripts/e2e-server.sh migrates and seeds a fresh database, then execs `node scripts/serve.mjs`: its pid is the server's.
// BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops.
const profile = process.env.BENCH_CPU_PROF ? { SERVE_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` } : {}
const app = start('bash', ['scripts/e2e-server.sh'], { E2E_PORT: String(APP_PORT), ...profile })
await waitFor(`http://127.0.0.1:${APP_PORT}/api/static/menu`)
// The same build and database file (scripts/e2e-server.sh names it by port), without the page cache.
let uncachedPid
if (UNCACHED) {
  uncachedPid = start(process.execPath, [...SERVER_NODE_ARGS, 'scripts/serve.mjs', '-p', String(UNCACHED_PORT)], {
    PAGE_CACHE: '0',
    // Server components call their own /api on PORT (unset, they called port 3000, whatever answered there).
    PORT: String(UNCACHED_PORT),
    DATABASE_URL: `file:${path.resolve(`data/e2e-${APP_PORT}.db`)}`,
    SERVER_URL: `http://localhost:${APP_PORT}`,
    UPLOAD_DIR: `data/e2e-media-${APP_PORT}`,
  }).pid
  await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/api/static/menu`)
}
const nginx = startNginx(await savePages())
await waitFor(`http://127.0.0.1:${NGINX_PORT}/tiny.txt`)
await new Promise((resolve) => setTimeout(resolve, 200))
const nginxWorker = Number(fs.readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(' ')[0])

console.log(`wrk: ${THREADS} thread(s), ${CONNECTIONS} connections, ${DURATION}s per run after ${WARMUP}s of warm-up, Accept-Encoding: ${ACCEPT_ENCODING}; ${os.cpus().length} cores; nginx 1 worker, the app 1 Node process`)
console.log(`load average at start: ${loadAverage()}`)
// What wrk alone can do here: nginx answering a 2-byte file. Every figure below far under it is not wrk's limit.
const ceiling = await measure(NGINX_PORT, '/tiny.txt', nginxWorker)
console.log(`generator ceiling: wrk against nginx serving a 2-byte file: ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99} ms (a lower bound of what wrk can drive)\n`)

const rows = []
for (const [index, page] of PAGES.entries()) {
  const appAnswer = await rawGet(APP_PORT, page)
  const nginxAnswer = await rawGet(NGINX_PORT, fileFor(index))
  const sameBody = appAnswer.body.equals(nginxAnswer.body)
  const cached = await measure(APP_PORT, page, app.pid)
  const ceilingRun = await measure(NGINX_PORT, fileFor(index), nginxWorker)
  const uncached = UNCACHED ? await measure(UNCACHED_PORT, page, uncachedPid) : null
  rows.push({ page, app: cached, nginx: ceilingRun, uncached, bytes: [appAnswer.bytes, nginxAnswer.bytes], sameBody, load: loadAverage() })
}

const WIDTH = Math.max(12, ...PAGES.map((page) => Math.min(page.length, 28)))
const cell = (text, width) => String(text).padStart(width)
console.log(
  'page'.padEnd(WIDTH),
  cell('app req/s', 10), cell('p99', 8), cell('cpu', 5),
  cell('nginx req/s', 12), cell('p99', 8), cell('cpu', 5),
  cell('ratio', 7), cell('per cpu', 8), cell('errors', 7), cell('bytes app/nginx', 16),
  ...(UNCACHED ? [cell('| no cache req/s', 16), cell('p99', 8), cell('ratio', 7)] : []),
  '  load avg',
)
let pass = true
for (const row of rows) {
  const ratio = row.app.rps / row.nginx.rps
  // Requests per CPU second of the server process, app over nginx: the ratio with the machine's other load taken out.
  const perCpu = row.app.rps / row.app.cpu / (row.nginx.rps / row.nginx.cpu)
  pass &&= ratio >= TARGET_RATIO && row.app.p99 <= TARGET_P99_MS && row.app.errors === 0 && row.sameBody
  console.log(
    (row.page.length > 28 ? `${row.page.slice(0, 25)}...` : row.page).padEnd(WIDTH),
    cell(row.app.rps.toFixed(0), 10), cell(`${row.app.p99.toFixed(2)}ms`, 8), cell(`${(row.app.cpu * 100).toFixed(0)}%`, 5),
    cell(row.nginx.rps.toFixed(0), 12), cell(`${row.nginx.p99.toFixed(2)}ms`, 8), cell(`${(row.nginx.cpu * 100).toFixed(0)}%`, 5),
    cell(`${(ratio * 100).toFixed(1)}%`, 7), cell(`${(perCpu * 100).toFixed(1)}%`, 8), cell(row.app.errors, 7),
    cell(`${row.bytes[0]}/${row.bytes[1]}${row.sameBody ? '' : ' BODY DIFFERS'}`, 16),
    ...(row.uncached ? [cell(`| ${row.uncached.rps.toFixed(0)}`, 16), cell(`${row.uncached.p99.toFixed(1)}ms`, 8), cell(`${((row.uncached.rps / row.nginx.rps) * 100).toFixed(1)}%`, 7)] : []),
    ` ${row.load}`,
  )
}
console.log(`\nratio: app req/s over nginx req/s in the same run; per cpu: the same per CPU second each server process used (cpu: its share of one core)`)
console.log(`load average at end: ${loadAverage()}`)
console.log(`targets (issue 26): ratio >= ${TARGET_RATIO * 100}% of the static ceiling, app p99 <= ${TARGET_P99_MS} ms, no errors, same body bytes: ${pass ? 'met' : 'NOT met'}`)
process.exit(0)
