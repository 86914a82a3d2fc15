#!/usr/bin/env node
// JavaScript budget (issue 26): what a first visit to each kind of page downloads as JavaScript, gzipped, against
// its budget. Loads each page in Debian's Chromium (as the browser tests do) with an empty cache and counts every
// script response until the network is idle: the <script src> chunks, preloaded ones, and chunks the page loads on
// its own while it hydrates (next/dynamic parts that render at once). Parts loaded only when a visitor acts (the
// login popup on pressing Login) are not a first visit's and are not counted. Each body is gzipped here (zlib's
// default level, as the server compresses), so the figure does not depend on what the server sends.
// Needs `next build` first. Reuses a server already on JS_BUDGET_PORT (default 3170); otherwise starts the e2e server
// (fresh seeded SQLite, scripts/e2e-server.sh) there and stops it at the end.
// Usage: node scripts/js-budget.mjs [--verbose]   (JS_BUDGET_ONLY=home,login measures just those kinds)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { TEST_DEMO_PASSWORD } from '../tests/demo-password.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.JS_BUDGET_PORT || 3170)
const BASE = `http://localhost:${PORT}`
const VERBOSE = process.argv.includes('--verbose')
const KB = 1024

/**
 * Budgets in KB of gzipped JavaScript. Issue 26's targets: 150 on a reading page (home, listings, details), 200 on a
 * form. `gate` is what fails the check today where a page is still over its target (docs/decisions/045).
 */
const TARGET = { reading: 150, form: 200 }
const PAGES = [
  { kind: 'home', type: 'reading', paths: ['/', '/en'] },
  { kind: 'listing', type: 'reading', paths: ['/e-library', '/en/e-library', '/event', '/en/event'] },
  { kind: 'detail', type: 'reading', paths: async (locs) => [detail(locs, '/event'), detail(locs, '/en/event'), detail(locs, '/e-library/chapter')] },
  { kind: 'login', type: 'form', paths: ['/masuk', '/en/login'] },
  { kind: 'register', type: 'form', paths: ['/daftar', '/en/register'] },
  { kind: 'public form', type: 'form', paths: ['/cp3p/inhouse-registrasi', '/en/cp3p/inhouse-registration'] },
  { kind: 'member form', type: 'form', member: true, paths: ['/user/pengaturan-akun/edit-profil', '/en/user/account-settings/change-password'] },
]
/**
 * Where a page kind is still over its target, the gate it must stay under until it is reached (KB gz): its measured
 * figure rounded up by about 5%, so a regression fails while the target is not yet met (docs/decisions/045). Since
 * 2026-11-28 every kind meets its target and is held to it.
 */
const GATE = {}

const detail = (locs, prefix) => locs.find((loc) => new RegExp(`^${prefix}/\\d+/[^/]+$`).test(loc))

async function isUp() {
  try {
    return (await fetch(`${BASE}/api/static/menu`)).ok
  } catch {
    return false
  }
}

async function startServer() {
  if (await isUp()) return null
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
  const log = fs.openSync(path.join(root, 'reports', 'js-budget-server.log'), 'w')
  const server = spawn('bash', ['scripts/e2e-server.sh'], { cwd: root, env: { ...process.env, E2E_PORT: String(PORT) }, stdio: ['ignore', log, log], detached: true })
  for (let waited = 0; waited < 240; waited += 2) {
    if (await isUp()) return server
    if (server.exitCode !== null) throw new Error('the server stopped; see reports/js-budget-server.log')
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error('the server did not answer in 240 s')
}

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

/** A signed-in learner's cookies, got through the login page in a context of its own (so no chunk is cached). */
async function memberState(browser) {
  const context = await browser.newContext({ baseURL: BASE })
  const page = await context.newPage()
  await page.goto('/en/login')
  await page.getByLabel('Email').fill('learner@demo.lpi.test')
  await page.getByLabel('Password', { exact: true }).fill(process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD)
  await page.locator('main').getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

/** Every script a first visit downloads: [{ url, raw, gzip }], in the order they arrived. */
async function measure(browser, url, storageState) {
  const context = await browser.newContext({ baseURL: BASE, storageState })
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length, status: response.status() }),
        () => null,
      ),
    )
  })
  const answer = await page.goto(url, { waitUntil: 'load' })
  if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`)
  const finalPath = new URL(page.url()).pathname
  if (finalPath !== new URL(url, BASE).pathname) throw new Error(`${url} redirected to ${finalPath}`)
  await page.waitForLoadState('networkidle')
  const scripts = (await Promise.all(pending)).filter(Boolean)
  await context.close()
  return scripts
}

const kb = (bytes) => (bytes / KB).toFixed(1)

function table(rows) {
  const header = ['page', 'path', 'files', 'raw KB', 'gzip KB', 'budget', 'target', '']
  const lines = rows.map((row) => [row.kind, row.path, String(row.files), kb(row.raw), kb(row.gzip), String(row.budget), String(row.target), row.over ? 'OVER' : 'ok'])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)))
  const format = (cells) => cells.map((cell, index) => (index >= 2 && index <= 6 ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join('  ')
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n')
}

async function main() {
  const server = await startServer()
  const browser = await chromium.launch(launchOptions)
  const rows = []
  try {
    const xml = await (await fetch(`${BASE}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    const only = process.env.JS_BUDGET_ONLY?.split(',')
    const kinds = PAGES.filter(({ kind }) => !only || only.includes(kind))
    const member = kinds.some((kind) => kind.member) ? await memberState(browser) : undefined
    for (const { kind, type, paths, member: signedIn } of kinds) {
      const list = typeof paths === 'function' ? await paths(locs) : paths
      for (const url of list) {
        if (!url) throw new Error(`no ${kind} page in the sitemap`)
        // A first request fills the server's page cache, as the visitor after the first one finds it.
        await fetch(`${BASE}${url}`)
        const scripts = await measure(browser, url, signedIn ? member : undefined)
        const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0)
        const raw = scripts.reduce((sum, script) => sum + script.raw, 0)
        const target = TARGET[type]
        const budget = GATE[kind] ?? target
        rows.push({ kind, path: url, files: scripts.length, raw, gzip, budget, target, over: gzip > budget * KB, scripts })
        if (VERBOSE) {
          console.log(`\n${kind} ${url}: ${scripts.length} files, ${kb(gzip)} KB gz`)
          for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip).padStart(6)} gz ${kb(script.raw).padStart(7)} raw  ${new URL(script.url).pathname}`)
        }
      }
    }
  } finally {
    await browser.close()
    if (server) process.kill(-server.pid, 'SIGTERM')
  }
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
  fs.writeFileSync(path.join(root, 'reports', 'js-budget.json'), JSON.stringify(rows, null, 2))
  console.log(`\nJavaScript a first visit downloads (gzip; budget = what fails now, target = issue 26)\n${table(rows)}\n`)
  const over = rows.filter((row) => row.over)
  if (over.length) {
    console.error(`FAIL: ${over.map((row) => `${row.path} ${kb(row.gzip)} KB > ${row.budget} KB`).join('; ')}`)
    process.exit(1)
  }
  const missing = rows.filter((row) => row.gzip > row.target * KB)
  console.log(`PASS: every page is within its budget${missing.length ? ` (${missing.length} still above issue 26's target)` : ''}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
