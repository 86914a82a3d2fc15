/**
 * `npm run scan` and a step of `npm test` (after the build): Debian's wapiti scans the production server on a fresh
 * seeded SQLite database (scripts/e2e-server.sh on WAPITI_PORT, default 3290), first as a visitor, then as a
 * signed-in learner, with the sql, xss, permanentxss, redirect, crlf, file, exec and ssrf modules. Loopback only: the
 * ssrf module's endpoint is a local server here (wapiti's own is on the internet). Time-bounded: each pass crawls for
 * WAPITI_CRAWL_SECONDS and gives each module WAPITI_ATTACK_SECONDS. Fails on any finding and on any 5xx answer
 * (wapiti's "Internal Server Error" anomalies). Reports: reports/wapiti-<pass>.json, server log reports/wapiti-server.log.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.WAPITI_PORT || 3290)
const CRAWL_SECONDS = Number(process.env.WAPITI_CRAWL_SECONDS || 30)
const ATTACK_SECONDS = Number(process.env.WAPITI_ATTACK_SECONDS || 10)
const MODULES = 'sql,xss,permanentxss,redirect,crlf,file,exec,ssrf'
const BASE = `http://127.0.0.1:${PORT}/`
const reports = path.join(root, 'reports')
fs.mkdirSync(reports, { recursive: true })

if (spawnSync('wapiti', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('wapiti is not installed (apt-get install -y wapiti)')
  process.exit(1)
}

// The production server on its own database, upload and outbox folders (scripts/e2e-server.sh names them by port).
const serverLog = fs.openSync(path.join(reports, 'wapiti-server.log'), 'w')
const server = spawn('bash', ['scripts/e2e-server.sh'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(PORT), E2E_OIDC_PORT: String(PORT + 100), NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', serverLog, serverLog],
  detached: true,
})
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)

/**
 * The ssrf module's endpoint, on loopback instead of wapiti's own on the internet. Its payloads are URLs of this
 * server (`ssrf/<scan id>/<request id>/<hex parameter>/`); a request to one means the app fetched what a parameter
 * named. Afterwards the module asks `get_ssrf.php?id=<scan id>` and gets them in the shape wapiti's server answers.
 */
const ssrfHits = {}
const endpoint = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const hit = url.pathname.match(/^\/ssrf\/([^/]+)\/(\d+)\/([0-9a-f]+)\//)
  if (hit) {
    const [, scanId, requestId, hexParam] = hit
    const byRequest = (ssrfHits[scanId] ??= {})
    const byParam = (byRequest[requestId] ??= {})
    ;(byParam[hexParam] ??= []).push({ url: req.url, date: new Date().toISOString(), ip: req.socket.remoteAddress, method: req.method, size: 0 })
  }
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(url.pathname === '/get_ssrf.php' ? JSON.stringify(ssrfHits[url.searchParams.get('id') ?? ''] ?? {}) : '{}')
})
await new Promise((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
const endpointUrl = `http://127.0.0.1:${endpoint.address().port}/`

async function waitForServer() {
  const deadline = Date.now() + 420_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}), see reports/wapiti-server.log`)
    const ok = await fetch(`${BASE}api/static/menu`).then((response) => response.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('the server did not start in 7 minutes')
}

/** A learner account with a password made for this run (the bench's account script), signed in through the API. */
async function learnerCookies() {
  const password = `Scan-${randomBytes(12).toString('base64url')}!9a`
  const made = spawnSync('npx', ['tsx', 'bench/load-learners.ts', '1', password], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `file:${path.join(root, `data/e2e-${PORT}.db`)}` },
    stdio: ['ignore', serverLog, serverLog],
  })
  if (made.status !== 0) throw new Error('could not create the learner account, see reports/wapiti-server.log')
  const response = await fetch(`${BASE}api/user/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'load-learner-001@bench.lpi.test', password }),
  })
  if (!response.ok) throw new Error(`learner sign-in answered ${response.status}`)
  const cookies = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const at = pair.indexOf('=')
    cookies[pair.slice(0, at)] = { value: pair.slice(at + 1), expires: null, secure: false, port: null, version: 0 }
  }
  // wapiti's JSON cookie file: domain, then path, then name.
  const file = path.join(reports, 'wapiti-cookies.json')
  fs.writeFileSync(file, JSON.stringify({ '127.0.0.1': { '/': cookies } }))
  return file
}

/** Runs a command without blocking this process (the ssrf endpoint above must answer meanwhile). */
function run(command, args, options) {
  return new Promise((resolve) => spawn(command, args, options).on('exit', (code, signal) => resolve(code ?? signal)))
}

// Wapiti fetches its fingerprint database from the internet at start; a dead local proxy makes that fail at once.
// Loopback (the target, the endpoint) goes direct.
const wapitiEnv = { ...process.env, HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1,localhost' }

/**
 * Where visitor input reaches a server-rendered page or a redirect: the listings' filters, the search path, the login
 * page's and session-expired's return targets. The crawl finds them too, but late; starting there makes sure each
 * module attacks them within its time.
 */
const START_PATHS = [
  '/en/education?search=kpbu&sort=order',
  '/e-library?search=kpbu',
  '/en/event?search=kpbu',
  '/en/research?search=kpbu',
  '/faq?search=kpbu',
  '/en/search/kpbu',
  '/en/login?redirect=%2Fen%2Fuser%2Fdashboard',
  '/api/user/account/session-expired?login=%2Fen%2Flogin',
]

/** One wapiti pass; answers its findings and 5xx anomalies. */
async function scan(pass, extraArgs) {
  const report = path.join(reports, `wapiti-${pass}.json`)
  const session = path.join(reports, `wapiti-session-${pass}`)
  fs.rmSync(session, { recursive: true, force: true })
  const args = [
    '-u', BASE, '--scope', 'folder', '-m', MODULES,
    ...START_PATHS.flatMap((start) => ['-s', `${BASE.replace(/\/$/, '')}${start}`]),
    // The image optimizer's parameters: e2e/security-image.spec.ts has its corpus. Attacking the dozens of image URLs
    // of every page spent each module's time before it reached a page that reads its query.
    '--skip', 'url', '--skip', 'w', '--skip', 'q',
    '--max-scan-time', String(CRAWL_SECONDS), '--max-attack-time', String(ATTACK_SECONDS),
    '-d', '3', '--max-links-per-page', '30', '--max-files-per-dir', '15', '--max-parameters', '8',
    '-t', '15', '--endpoint', endpointUrl, '--store-session', session, '--store-config', session,
    '--flush-session', '--no-bugreport', '-v', '1', '-f', 'json', '-o', report,
    // No -x: Debian's wapiti 3.0.4 builds exclusion patterns Python 3.11 refuses ("global flags not at the start").
    ...extraArgs,
  ]
  const started = Date.now()
  const exit = await run('wapiti', args, { cwd: root, env: wapitiEnv, stdio: ['ignore', 'inherit', 'inherit'], timeout: 600_000 })
  if (exit !== 0) throw new Error(`wapiti (${pass}) exited with ${exit}`)
  const { vulnerabilities = {}, anomalies = {} } = JSON.parse(fs.readFileSync(report, 'utf8'))
  const describe = (kind, list) => list.map((item) => `${kind}: ${item.method} ${item.path} [${item.parameter ?? ''}] ${(item.info ?? '').replace(/\s+/g, ' ')}`)
  const findings = Object.entries(vulnerabilities).flatMap(([kind, list]) => describe(kind, list))
  const errors = describe('5xx', anomalies['Internal Server Error'] ?? [])
  // Slow answers ("Resource consumption") are shown, not failed: on a shared 2-core machine they measure the machine.
  const notes = Object.entries(anomalies).filter(([kind]) => kind !== 'Internal Server Error').flatMap(([kind, list]) => describe(kind, list))
  return { pass, findings, errors, notes, seconds: Math.round((Date.now() - started) / 1000) }
}

const results = []
try {
  await waitForServer()
  results.push(await scan('visitor', []))
  results.push(await scan('learner', ['-c', await learnerCookies(), '-s', `${BASE}user/dashboard`]))
} catch (error) {
  console.error(`wapiti scan failed: ${error.message}`)
  stopServer()
  process.exit(1)
} finally {
  endpoint.close()
}
stopServer()

let failed = false
for (const { pass, findings, errors, notes, seconds } of results) {
  for (const line of notes) console.log(`  ${pass} (note): ${line}`)
  for (const line of [...findings, ...errors]) console.log(`  ${pass}: ${line}`)
  console.log(`wapiti ${pass}: ${findings.length} findings, ${errors.length} 5xx anomalies (${seconds} s)`)
  failed ||= findings.length > 0 || errors.length > 0
}
process.exit(failed ? 1 : 0)
