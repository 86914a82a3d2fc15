// a. An editor's save through instance A shows on the pages instance B serves within 2 s, and no request sent to B
// after the save was answered gets the old title: B's page cache, content cache and Next's cache must all hear of
// it (docs/decisions/009 and 010 keep them per process unless Redis carries the invalidation).
import { sleep } from '../processes.mjs'

const WITHIN_MS = 2000
const GIVE_UP_MS = 20_000
const LISTING_API = '/api/static/e-library?take=1&sortBy=oldest'
const LISTING_PAGE = '/e-library?sort=oldest'

// The locale cookie is part of the page cache's key; a visitor has it from the first answer on.
const text = (url) =>
  fetch(url, { redirect: 'manual', headers: { Cookie: 'locale=id' } }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('x-page-cache'),
    // Why a page was not kept, when it was not (lib/page-cache/rules.ts): Next.js's cache state, its lifetime, cookies.
    why: ['x-nextjs-cache', 'cache-control', 'set-cookie'].map((name) => `${name}: ${response.headers.get(name) ?? '-'}`).join('; '),
  }))

export async function editorSave({ instances: [a, b], balancerUrl, editorAccount }) {
  const problems = []
  const item = (await (await fetch(`${balancerUrl}${LISTING_API}`)).json()).listing[0]
  // The address a visitor ends up at (the type segment is localized: the first answer may redirect).
  const detailPath = new URL((await fetch(`${b.url}/e-library/${item.type}/${item.id}/${item.slug}`, { headers: { Cookie: 'locale=id' } })).url).pathname
  // B holds the old answers first, so the test shows they are dropped rather than never kept.
  let held = false
  let lastDetail
  for (let i = 0; i < 10 && !held; i++) {
    await text(`${b.url}${LISTING_API}`)
    await text(`${b.url}${LISTING_PAGE}`)
    lastDetail = await text(`${b.url}${detailPath}`)
    held = lastDetail.cache === 'HIT' && lastDetail.body.includes(item.title)
  }
  if (!held) {
    const { status, cache, why, body } = lastDetail
    problems.push(`B never held ${detailPath} in its page cache; its last answer: ${status}, x-page-cache ${cache ?? '-'}, ${why}, title "${item.title}" ${body.includes(item.title) ? 'shown' : 'not shown'}`)
  }

  const login = await fetch(`${a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: balancerUrl },
    body: JSON.stringify(editorAccount),
  })
  const { token } = await login.json()
  const newTitle = `Judul multi ${Date.now()}`
  const saved = await fetch(`${a.url}/api/elibrary-items/${item.id}?locale=id`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, Origin: balancerUrl },
    body: JSON.stringify({ title: newTitle, _status: 'published' }),
  })
  const savedAt = performance.now()
  if (!saved.ok) return { problems: [`the save on A answered ${saved.status}: ${(await saved.text()).slice(0, 200)}`], figures: [] }

  // Each address is asked on its own, one request after another, so a slow render of one page does not delay when
  // the others are seen. The trace (when each answer came, old or new) is printed when one is late.
  const firstNew = (path, isNew) => firstNewAnswer(`${b.url}${path}`, savedAt, isNew)
  const [api, page, detail] = await Promise.all([
    firstNew(LISTING_API, (answer) => answer.body.includes(newTitle)),
    firstNew(LISTING_PAGE, (answer) => answer.body.includes(newTitle)),
    // The old address now redirects to the new slug (or shows the new title): the held copy is gone.
    firstNew(detailPath, (answer) => answer.status !== 200 || answer.body.includes(newTitle)),
  ])
  const seen = { api: api.seenAt, page: page.seenAt, detail: detail.seenAt }
  const shown = (ms) => (ms === undefined ? `still old after ${GIVE_UP_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`)
  for (const [what, { seenAt, trace }] of Object.entries({ 'API listing': api, 'listing page': page, 'held detail page': detail })) {
    if (seenAt === undefined || seenAt > WITHIN_MS) problems.push(`B's ${what}: new title ${shown(seenAt)} after the save on A (limit ${WITHIN_MS / 1000} s); answers ${trace}`)
    // The save is answered once every instance's caches dropped what it changed (backend/hooks/revalidate-tags.ts).
    else if (trace.includes(' old ')) problems.push(`B's ${what} answered the old title to a request sent after the save on A was answered: ${trace}`)
  }
  return { problems, figures: [`save on A seen on B: API ${shown(seen.api)}, listing page ${shown(seen.page)}, held detail page ${shown(seen.detail)}`] }
}

/** Asks `url` until an answer is new; when it came (ms after `since`), and every answer as "sent-received old|new cache". */
async function firstNewAnswer(url, since, isNew) {
  const trace = []
  const at = () => ((performance.now() - since) / 1000).toFixed(2)
  while (performance.now() - since < GIVE_UP_MS) {
    const sent = at()
    const answer = await text(url)
    const fresh = isNew(answer)
    trace.push(`${sent}-${at()} ${fresh ? 'new' : 'old'} ${answer.cache ?? '-'}`)
    if (fresh) return { seenAt: performance.now() - since, trace: trace.join(', ') }
    await sleep(50)
  }
  return { seenAt: undefined, trace: trace.join(', ') }
}
