// One simulated browser for `npm run bench:load`: its own session cookies, what a browser sends on writes
// (Origin of the site), every call timed and recorded under a name.
import { httpSend } from './http-send.mjs'

export const thinkTime = (min, max) => new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)))

export class Client {
  /**
   * @param {{ base: string, recorder: import('./stats.mjs').Recorder, fetch?: typeof fetch }} options `fetch`: the
   * multi-instance test sends each learner from its own loopback address (scripts/multi-instance/source-address.mjs);
   * by default node:http (./http-send.mjs: a fraction of fetch's CPU, which the generator takes from the server).
   */
  constructor({ base, recorder, fetch: send = httpSend }) {
    this.base = base
    this.recorder = recorder
    this.send = send
    this.cookies = new Map()
  }

  keepCookies(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((part) => /^\s*expires=/i.test(part) && new Date(part.split('=')[1]).getTime() <= Date.now())
      if (!value || expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /**
   * A call under `name`. `expect` lists the statuses the scenario accepts (anything else, or a network error,
   * is an error); `headers` adds to or replaces the browser's. Resolves to { status, json } (json null for pages or a
   * body that is not JSON).
   */
  async call(name, path, { method = 'GET', body, expect = [200], kind = 'api', headers: extra = {} } = {}) {
    const headers = { Accept: kind === 'api' ? 'application/json' : 'text/html', ...extra }
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (method !== 'GET') headers.Origin = this.base
    const started = performance.now()
    let status = 0
    let text = ''
    try {
      const response = await this.send(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' })
      status = response.status
      text = await response.text()
      this.keepCookies(response)
    } catch (error) {
      text = error?.cause?.code ?? error?.message ?? String(error)
      this.unanswered = (this.unanswered ?? 0) + 1
    }
    const ms = performance.now() - started
    if (kind === 'api') this.apiCalls = (this.apiCalls ?? 0) + 1
    const ok = expect.includes(status)
    this.recorder?.record(name, kind, ms, status, ok, `${method} ${path} ${text}`)
    let json = null
    if (kind === 'api' && text) {
      try {
        json = JSON.parse(text)
      } catch {}
    }
    return { status, json, ok }
  }
}
