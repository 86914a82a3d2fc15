// How the load scenarios' simulated browsers send (bench/load/client.mjs): node:http with kept-alive connections,
// not the global fetch. The generator shares the 2 cores with the server it measures, and fetch (undici's WHATWG
// Request, Headers and streams, its wasm parser) cost it about 1.2 ms of CPU per request: in the 1,000-learner storm
// 18.5-21 s of CPU, half of what the server and database spent (2026-12-07). Alone, a POST with a 1 KB JSON answer
// from a trivial local server cost 0.44-0.66 ms of CPU through fetch and 0.16 ms through node:http (client and
// server in one process, 4,000 requests, 50 at once), so the server now gets the core share the generator took.
import http from 'node:http'
import zlib from 'node:zlib'

/**
 * Kept-alive connections shared by every simulated learner, as fetch's pool was. An idle one is closed after 4 s,
 * as undici closes its own, well before the server does (65 s, scripts/serve.ts): a request never goes out on a
 * connection the server is closing. The timeout only ends idle connections, not a request waiting for its answer.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4000 })

// What fetch sends unless told otherwise, and a browser too: the server compresses as it would for them.
const ACCEPT_ENCODING = 'gzip, deflate, br'

function decoded(body, encoding) {
  if (!encoding || encoding === 'identity') return body
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  throw new Error(`unknown content-encoding ${encoding}`)
}

/**
 * A request as `fetch(url, { method, headers, body, redirect: 'manual' })` sends it, answered with what the load
 * client reads of a fetch Response: `status`, `headers.get` and `headers.getSetCookie`, `text()`. A connection error
 * rejects with an error whose `cause.code` names it, as fetch's does.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} init
 */
export function httpSend(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = { 'accept-encoding': ACCEPT_ENCODING, ...headers }
    if (body !== undefined) outgoing['content-length'] = String(Buffer.byteLength(body))
    const request = http.request(url, { method, headers: outgoing, agent }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', (error) => reject(Object.assign(new Error(error.message), { cause: error })))
      response.on('end', () => {
        let text
        try {
          text = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8')
        } catch (error) {
          return reject(Object.assign(new Error(`undecodable answer: ${error.message}`), { cause: error }))
        }
        const setCookie = response.headers['set-cookie'] ?? []
        resolve({
          status: response.statusCode,
          headers: {
            get: (name) => {
              const value = response.headers[name.toLowerCase()]
              return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
            },
            getSetCookie: () => setCookie,
          },
          text: async () => text,
        })
      })
    })
    request.on('error', (error) => reject(Object.assign(new Error(error.message), { cause: error })))
    request.end(body)
  })
}
