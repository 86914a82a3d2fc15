/**
 * `npm run check:html` (issue 22, web standards): against the production build on a fresh seeded database
 * (scripts/html-check/server.mjs; `npx next build` first), every sitemap page as a visitor, then the member and
 * learning pages as the demo learner (a crawl from the member pages, scoped by lib/html-check/member-scope.ts), all
 * checked by the W3C Nu HTML Checker in one run; then every internal link those pages hold is followed once, in the
 * context it was found in (visitor or learner). Exits 1 on any HTML error, any link that answers a redirect or an
 * error, a page that does not answer 200, or a required learning page not reached. Details: reports/html-check.json.
 * Env: HTML_CHECK_PORT (default 3390), HTML_CHECK_CONCURRENCY (4), HTML_CHECK_PAGES_PER_ROUTE (learner crawl, 6).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ACCOUNTS } from '../backend/seed/demo-accounts.ts'
import { internalLinks, linkVerdict, sitemapLocations } from '../lib/html-check/links.ts'
import { memberRouteOf, memberStartPaths, REQUIRED_LEARNING_ROUTES } from '../lib/html-check/member-scope.ts'
import { commonMessages, errorsByPage } from '../lib/html-check/vnu-report.ts'
import { TEST_DEMO_PASSWORD } from '../tests/demo-password.mjs'
import { startServer } from './html-check/server.mjs'
import { runVnu } from './html-check/vnu.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.HTML_CHECK_PORT || 3390)
const BASE = `http://localhost:${PORT}`
const CONCURRENCY = Number(process.env.HTML_CHECK_CONCURRENCY || 4)
const PAGES_PER_ROUTE = Number(process.env.HTML_CHECK_PAGES_PER_ROUTE || 6)
// A browser's user agent: Next.js answers known crawlers differently (metadata), and visitors are what is checked.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const reports = path.join(root, 'reports')
const pagesDir = path.join(reports, 'html-check-pages')

/** One GET as a browser would send it, without following redirects; the body only when it is HTML. */
async function get(url, cookie) {
  const headers = { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...(cookie ? { cookie } : {}) }
  try {
    const response = await fetch(url, { headers, redirect: 'manual' })
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html')
    const html = isHtml && response.status === 200 ? await response.text() : null
    if (!html) await response.body?.cancel()
    return { status: response.status, location: response.headers.get('location'), html }
  } catch (error) {
    return { status: 0, location: null, html: null, error: error.message }
  }
}

/** Runs `work` over a queue that may grow while it runs, `CONCURRENCY` at a time. */
async function drain(queue, work) {
  let next = 0
  const worker = async () => {
    while (next < queue.length) await work(queue[next++])
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

const savedPages = new Map() // file name -> page URL
const pageProblems = [] // pages that were meant to be read but did not answer 200
function savePage(url, context, html) {
  const name = `${String(savedPages.size + 1).padStart(4, '0')}-${context}.html`
  fs.writeFileSync(path.join(pagesDir, name), html)
  savedPages.set(name, `${url} (${context})`)
}

/** Links found per context: target URL -> the pages that hold it. */
const linksFound = { visitor: new Map(), learner: new Map() }
const answered = { visitor: new Map(), learner: new Map() } // URL -> status, for pages already fetched
function noteLinks(context, pageUrl, html) {
  for (const link of internalLinks(html, pageUrl, [new URL(BASE).origin])) {
    const sources = linksFound[context].get(link) ?? []
    if (sources.length < 3) sources.push(pageUrl)
    linksFound[context].set(link, sources)
  }
}

/** A page to check: a sitemap or start page must answer 200; a page a link led to is judged as that link. */
async function readPage(url, context, cookie, mustAnswer = true) {
  const answer = await get(url, cookie)
  answered[context].set(url, answer)
  if (answer.status !== 200 || !answer.html) {
    if (mustAnswer) pageProblems.push(`${url} (${context}): ${answer.status}${answer.location ? ` -> ${answer.location}` : ''}${answer.error ? ` ${answer.error}` : ''}`)
    return null
  }
  savePage(url, context, answer.html)
  noteLinks(context, url, answer.html)
  return answer.html
}

async function signIn() {
  const account = DEMO_ACCOUNTS.learner
  const response = await fetch(`${BASE}/api/user/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
    body: JSON.stringify({ email: account.email, password: process.env.DEMO_PASSWORD || TEST_DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`the demo learner's sign-in answered ${response.status}: ${await response.text()}`)
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
}

/** The member pages, then the learning pages their links lead to, at most PAGES_PER_ROUTE per route and language. */
async function crawlLearnerPages(cookie) {
  const queue = memberStartPaths().map((pathname) => new URL(pathname, BASE).href)
  const starts = new Set(queue)
  const queued = new Set(queue)
  const perRoute = new Map()
  await drain(queue, async (url) => {
    const html = await readPage(url, 'learner', cookie, starts.has(url))
    if (!html) return
    for (const link of internalLinks(html, url, [new URL(BASE).origin])) {
      const { pathname, search } = new URL(link)
      const route = memberRouteOf(pathname)
      if (!route || search || queued.has(link)) continue
      const key = `${route} ${pathname.startsWith('/en/') ? 'en' : 'id'}`
      if ((perRoute.get(key) ?? 0) >= PAGES_PER_ROUTE) continue
      perRoute.set(key, (perRoute.get(key) ?? 0) + 1)
      queued.add(link)
      queue.push(link)
    }
  })
  const reached = new Set([...queued].map((url) => memberRouteOf(new URL(url).pathname)))
  return REQUIRED_LEARNING_ROUTES.filter((route) => !reached.has(route))
}

const signInGates = [] // links to members-only pages a visitor is sent to sign in for (allowed, counted)
/** Follows every link found once per context; answers the links that redirect or fail. */
async function checkLinks(cookie) {
  const findings = []
  for (const context of ['visitor', 'learner']) {
    const targets = [...linksFound[context].keys()]
    await drain(targets, async (url) => {
      const answer = answered[context].get(url) ?? (await get(url, context === 'learner' ? cookie : undefined))
      answered[context].set(url, answer)
      const verdict = linkVerdict(answer.status, url, answer.location)
      if (verdict === 'sign-in') signInGates.push(url)
      else if (verdict !== 'ok') findings.push({ context, url, verdict, status: answer.status, location: answer.location, from: linksFound[context].get(url) })
    })
  }
  return findings
}

const short = (url) => url.replace(BASE, '')

async function main() {
  const started = Date.now()
  fs.rmSync(pagesDir, { recursive: true, force: true })
  fs.mkdirSync(pagesDir, { recursive: true })
  const stopServer = await startServer({ root, port: PORT, logFile: path.join(reports, 'html-check-server.log') })
  const timings = { server: Date.now() - started }
  try {
    const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
    const sitemapPages = sitemapLocations(sitemap).map((loc) => new URL(new URL(loc).pathname + new URL(loc).search, BASE).href)
    await drain(sitemapPages, (url) => readPage(url, 'visitor'))
    timings.sitemap = Date.now() - started
    const cookie = await signIn()
    const missing = await crawlLearnerPages(cookie)
    timings.learner = Date.now() - started
    const linkFindings = await checkLinks(cookie)
    timings.links = Date.now() - started
    const htmlErrors = errorsByPage(await runVnu(pagesDir), (file) => savedPages.get(path.basename(file)) ?? file)
    timings.vnu = Date.now() - started

    const errorCount = [...htmlErrors.values()].reduce((sum, list) => sum + list.length, 0)
    const learnerPages = [...savedPages.values()].filter((page) => page.endsWith('(learner)')).length
    fs.writeFileSync(
      path.join(reports, 'html-check.json'),
      JSON.stringify({ pages: [...savedPages.values()], pageProblems, missing, htmlErrors: Object.fromEntries(htmlErrors), linkFindings, timings }, null, 2),
    )
    console.log(`\nHTML errors by message (${errorCount} errors on ${htmlErrors.size} of ${savedPages.size} pages):`)
    for (const { message, errors, pages } of commonMessages(htmlErrors).slice(0, 25)) console.log(`  ${errors} on ${pages} pages: ${message}`)
    for (const [page, errors] of [...htmlErrors].slice(0, 15)) console.log(`  ${short(page)}: ${errors.length} (first, line ${errors[0].line}: ${errors[0].message})`)
    console.log(`\nLinks that redirect or fail (${linkFindings.length}):`)
    for (const finding of linkFindings.slice(0, 40)) {
      console.log(`  ${finding.verdict} ${finding.status} ${short(finding.url)}${finding.location ? ` -> ${short(finding.location)}` : ''} (${finding.context}; on ${finding.from.map(short).join(', ')})`)
    }
    for (const problem of pageProblems) console.log(`  page did not answer 200: ${short(problem)}`)
    for (const route of missing) console.log(`  learning page not reached from the member pages: ${route}`)
    const links = linksFound.visitor.size + linksFound.learner.size
    console.log(`\n${savedPages.size - learnerPages} sitemap pages and ${learnerPages} learner pages checked, ${links} internal links followed (${signInGates.length} to members-only pages, which send a visitor to sign in), in ${Math.round((Date.now() - started) / 1000)} s ` +
      `(server ${Math.round(timings.server / 1000)} s; sitemap ${Math.round((timings.sitemap - timings.server) / 1000)} s; learner ${Math.round((timings.learner - timings.sitemap) / 1000)} s; links ${Math.round((timings.links - timings.learner) / 1000)} s; vnu ${Math.round((timings.vnu - timings.links) / 1000)} s)`)
    const linkFailures = linkFindings.length
    const failed = errorCount + linkFailures + pageProblems.length + missing.length
    if (failed) {
      console.error(`FAIL: ${errorCount} HTML errors on ${htmlErrors.size} pages, ${linkFailures} links that redirect or fail, ${pageProblems.length} pages not answering 200, ${missing.length} learning pages not reached`)
      process.exitCode = 1
    } else {
      console.log('PASS: every page is valid HTML and every internal link answers 200')
    }
  } finally {
    stopServer()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
