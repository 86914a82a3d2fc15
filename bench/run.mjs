// `npm run bench`: requests/s and p99 of public pages served by the app (production build, seeded SQLite, the
// page cache in front as `npm start` runs it) against nginx serving the same pages' saved HTML (the static
// ceiling), measured in the same run; also the app without its page cache (PAGE_CACHE=0), for comparison.
// Needs a build (`npx next build`) and nginx (`apt-get install -y nginx`). Prints ratios; never a CI gate.
import autocannon from 'autocannon'
import { spawn, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const APP_PORT = Number(process.env.BENCH_APP_PORT || 3200)
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 3201)
const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT || 3202)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const DURATION = Number(process.env.BENCH_DURATION || 10)
// Home, a listing and a detail page (ids are stable: the database is freshly seeded each run).
const PAGES = (process.env.BENCH_PAGES || '/,/e-library,/e-library/video/1/pengantar-skema-kpbu-untuk-pemerintah-daerah').split(',')
const TARGET_RATIO = 0.05
const TARGET_P99_MS = 50

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const children = []
// Each child leads its own process group: the app server is npx -> sh -> next-server, and killing only
// the first left next-server running (holding the port and this script's stderr) after the bench ended.
process.on('exit', () => children.forEach((child) => { try { process.kill(-child.pid, 'SIGTERM') } catch {} }))

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

function fileFor(page) {
  return page === '/' ? '/index.html' : `${page}.html`
}

async function savePages() {
  for (const page of PAGES) {
    await fetch(`http://127.0.0.1:${APP_PORT}${page}`) // first request renders and fills the cache
    await fetch(`http://127.0.0.1:${UNCACHED_PORT}${page}`)
    const html = await (await fetch(`http://127.0.0.1:${APP_PORT}${page}`)).text()
    const file = path.join(work, 'www', fileFor(page))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }
}

function startNginx() {
  const conf = path.join(work, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `daemon off; worker_processes 2; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html; sendfile on; keepalive_requests 100000;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${NGINX_PORT}; root ${work}/www; location / { try_files $uri $uri.html /index.html =404; } } }`,
  )
  start('nginx', ['-c', conf, '-p', work])
}

function measure(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }),
    ),
  )
}

try {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' })
} catch {
  console.error('nginx is needed for the static ceiling: apt-get install -y nginx')
  process.exit(1)
}
for (const port of [APP_PORT, NGINX_PORT, UNCACHED_PORT]) {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)
  if (busy) {
    console.error(`port ${port} is already in use: stop what runs there (or set BENCH_APP_PORT / BENCH_NGINX_PORT)`)
    process.exit(1)
  }
}
start('bash', ['scripts/e2e-server.sh'], { E2E_PORT: String(APP_PORT) })
await waitFor(`http://127.0.0.1:${APP_PORT}/api/static/menu`)
// The same build and database file (scripts/e2e-server.sh names it by port), without the page cache.
start(process.execPath, ['scripts/serve.mjs', '-p', String(UNCACHED_PORT)], {
  PAGE_CACHE: '0',
  DATABASE_URL: `file:${path.resolve(`data/e2e-${APP_PORT}.db`)}`,
  SERVER_URL: `http://localhost:${APP_PORT}`,
  UPLOAD_DIR: `data/e2e-media-${APP_PORT}`,
})
await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/api/static/menu`)
await savePages()
startNginx()
await waitFor(`http://127.0.0.1:${NGINX_PORT}/`)

console.log(`${CONNECTIONS} connections, ${DURATION}s per run, on ${os.cpus().length} cores\n`)
const WIDTH = Math.max(22, ...PAGES.map((page) => page.length))
console.log(
  'page'.padEnd(WIDTH),
  'app req/s'.padStart(10),
  'app p99'.padStart(9),
  'nginx req/s'.padStart(12),
  'nginx p99'.padStart(10),
  'ratio'.padStart(8),
  ' errors',
  ' | no page cache: req/s'.padStart(22),
  'p99'.padStart(7),
  'ratio'.padStart(7),
)
let pass = true
for (const page of PAGES) {
  const app = await measure(`http://127.0.0.1:${APP_PORT}${page}`)
  const ceiling = await measure(`http://127.0.0.1:${NGINX_PORT}${fileFor(page).replace(/\.html$/, '')}`)
  const uncached = await measure(`http://127.0.0.1:${UNCACHED_PORT}${page}`)
  const ratio = app.rps / ceiling.rps
  pass &&= ratio >= TARGET_RATIO && app.p99 < TARGET_P99_MS && app.errors === 0
  console.log(
    page.padEnd(WIDTH),
    app.rps.toFixed(0).padStart(10),
    `${app.p99}ms`.padStart(9),
    ceiling.rps.toFixed(0).padStart(12),
    `${ceiling.p99}ms`.padStart(10),
    `${(ratio * 100).toFixed(1)}%`.padStart(8),
    ` ${app.errors}`.padEnd(7),
    uncached.rps.toFixed(0).padStart(15),
    `${uncached.p99}ms`.padStart(7),
    `${((uncached.rps / ceiling.rps) * 100).toFixed(1)}%`.padStart(7),
  )
}
console.log(`\ntargets: ratio >= ${TARGET_RATIO * 100}% of the static ceiling, app p99 < ${TARGET_P99_MS} ms, no errors: ${pass ? 'met' : 'NOT met'}`)
process.exit(0)
