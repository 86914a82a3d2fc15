// `npm run bench:page-views -- <path> ...` (decision 059): the server's CPU for one page view in a real browser, the
// page and everything Chromium asks for after it (API calls, router prefetches, images), against a server already
// running at BENCH_BASE (default http://127.0.0.1:3000, e.g. `npm start`). BENCH_EMAIL and BENCH_PASSWORD sign a
// member in first (the demo learner's password is in data/demo-accounts.txt). The server's CPU comes from /proc
// (Linux; the process listening on the port and its children); what the idle server spends over the same time, measured
// for 5 s before each page, is taken off. Each page is viewed twice to warm up, then BENCH_VIEWS times (default 8),
// each in a new tab of one browser (its HTTP cache warm, as a returning visitor's).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.env.BENCH_BASE || 'http://127.0.0.1:3000'
const views = Number(process.env.BENCH_VIEWS || 8)
const settleMs = Number(process.env.BENCH_SETTLE_MS || 2500)
const paths = process.argv.slice(2)
if (!paths.length) throw new Error('usage: npm run bench:page-views -- <path> [<path> ...]')

const port = new URL(base).port || '80'
const listener = /pid=(\d+)/.exec(execFileSync('ss', ['-ltnp', `sport = :${port}`]).toString())?.[1]
if (!listener) throw new Error(`nothing listens on port ${port}`)
const tree = [listener, ...execFileSync('sh', ['-c', `pgrep -P ${listener} || true`]).toString().split(/\s+/).filter(Boolean)]
const ticks = () => tree.reduce((sum, pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return sum + Number(fields[11]) + Number(fields[12])
  } catch {
    return sum
  }
}, 0)
const msPerTick = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString())

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
if (process.env.BENCH_EMAIL) {
  const login = await context.request.post('/api/user/account/login', { data: { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD } })
  if (!login.ok()) throw new Error(`sign-in refused: ${login.status()}`)
}

const kindOf = (request) => {
  const url = new URL(request.url())
  if (url.pathname.startsWith('/_next/static')) return 'static'
  if (request.headers().rsc) return 'router'
  if (url.pathname.startsWith('/api/')) return 'api'
  if (url.pathname.startsWith('/_next/image')) return 'image'
  return request.resourceType() === 'document' ? 'page' : 'other'
}

async function view(path, counts) {
  const page = await context.newPage()
  if (counts) page.on('request', (request) => counts.set(kindOf(request), (counts.get(kindOf(request)) ?? 0) + 1))
  const response = await page.goto(path, { waitUntil: 'load' })
  if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`)
  await page.waitForTimeout(settleMs)
  await page.close()
}

console.log(`Server CPU per page view at ${base} (${views} views each, ${settleMs} ms after load):`)
console.log('| page | server CPU per view | requests per view |')
console.log('| --- | --- | --- |')
for (const path of paths) {
  await view(path)
  await view(path)
  const idleFrom = ticks()
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const idlePerMs = ((ticks() - idleFrom) * msPerTick) / 5000
  const counts = new Map()
  const from = ticks()
  const started = Date.now()
  for (let i = 0; i < views; i++) await view(path, counts)
  const cpu = ((ticks() - from) * msPerTick - idlePerMs * (Date.now() - started)) / views
  const requests = [...counts].map(([kind, count]) => `${kind} ${(count / views).toFixed(1)}`).join(', ')
  console.log(`| ${path} | ${cpu.toFixed(0)} ms | ${requests} |`)
}
await browser.close()
