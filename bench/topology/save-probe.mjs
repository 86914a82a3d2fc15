// `npm run bench:save` (a hand probe, never a gate): after a save on instance A, when does each instance answer the new
// title, each polled by one client every PROBE_POLL_MS (25) on one page, with nothing else running? It separates the
// instances' own delay from the load bench:topology's polls put on them (docs/decisions/056). Needs a build.
import { startTopology } from './deployment.mjs'

const POLL_MS = Number(process.env.PROBE_POLL_MS || 25)
const SAVES = Number(process.env.PROBE_SAVES || 5)
const PAGE = process.env.PROBE_PAGE || '/e-library/video/1/pengantar-skema-kpbu-untuk-pemerintah-daerah'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const topology = await startTopology((line) => console.log(line))
const [a, b] = topology.instances
const get = async (url) => {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const body = await response.text()
  return { body, ms: performance.now() - started, cache: response.headers.get('x-page-cache'), next: response.headers.get('x-nextjs-cache') }
}
const login = await fetch(`${a.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: topology.frontUrl }, body: JSON.stringify(topology.editorAccount) })
const { token } = await login.json()
for (let save = 1; save <= SAVES; save++) {
  for (const instance of [a, b]) for (let i = 0; i < 3; i++) await get(`${instance.url}${PAGE}`)
  await sleep(3000)
  const title = `Pengantar skema KPBU ${save} ${Date.now()}`
  const sent = performance.now()
  const saved = await fetch(`${a.url}/api/elibrary-items/1?locale=id`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, Origin: topology.frontUrl },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  await saved.arrayBuffer()
  const answered = performance.now()
  const seen = await Promise.all([a, b].map(async (instance) => {
    const polls = []
    while (performance.now() - answered < 10_000) {
      const answer = await get(`${instance.url}${PAGE}`)
      polls.push(`${Math.round(performance.now() - answered)}:${Math.round(answer.ms)}${answer.cache === 'HIT' ? 'h' : ''}${answer.next ? answer.next[0] : ''}`)
      if (answer.body.includes(title)) return { name: instance.name, at: performance.now() - answered, polls }
      await sleep(POLL_MS)
    }
    return { name: instance.name, at: Infinity, polls }
  }))
  console.log(`save ${save}: PATCH ${Math.round(answered - sent)} ms; ${seen.map((one) => `${one.name} ${Math.round(one.at)} ms after (${one.polls.length} polls: ${one.polls.slice(-6).join(' ')})`).join('; ')}`)
}
process.exit(0)
