import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpSend } from './http-send.mjs'

let server: http.Server
let base = ''
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body })
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' })
        return res.end(zlib.gzipSync('<p>halo</p>'))
      }
      if (req.url === '/br') {
        res.writeHead(200, { 'content-encoding': 'br' })
        return res.end(zlib.brotliCompressSync('{"ok":true}'))
      }
      if (req.url === '/redirect') {
        res.writeHead(308, { location: '/elsewhere' })
        return res.end()
      }
      res.writeHead(201, [['Set-Cookie', 'a=1; Path=/'], ['Set-Cookie', 'b=2; Path=/; HttpOnly'], ['Content-Type', 'application/json']])
      res.end(JSON.stringify({ echo: body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('httpSend (the load generator sends through node:http, as fetch would)', () => {
  it('sends the method, headers and body, and answers the status, each Set-Cookie on its own and the text', async () => {
    const answer = await httpSend(`${base}/api/x?locale=id`, { method: 'POST', headers: { Cookie: 'auth-token=t', 'Content-Type': 'application/json' }, body: '{"path":"/kursus"}' })
    expect(answer.status).toBe(201)
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
    expect(answer.headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(await answer.text())).toEqual({ echo: '{"path":"/kursus"}' })
    const request = seen[seen.length - 1]
    expect(request).toMatchObject({ method: 'POST', body: '{"path":"/kursus"}' })
    expect(request.headers).toMatchObject({ cookie: 'auth-token=t', 'content-length': '18', 'accept-encoding': 'gzip, deflate, br' })
  })

  it('decodes a compressed answer as a browser does', async () => {
    expect(await (await httpSend(`${base}/gzip`)).text()).toBe('<p>halo</p>')
    expect(await (await httpSend(`${base}/br`)).text()).toBe('{"ok":true}')
  })

  it('does not follow a redirect (the scenarios send redirect: manual)', async () => {
    const answer = await httpSend(`${base}/redirect`)
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe('/elsewhere')
  })

  it('rejects a refused connection with its code in cause, as fetch does (the client records it as unanswered)', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(httpSend(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } })
  })
})
