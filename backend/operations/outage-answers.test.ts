import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerUnexpectedFailure } from './outage-answers'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** What a client gets when the API lane's route throws `error` past its own handling. */
async function answerTo(error: unknown, headers: Record<string, string> = {}) {
  server = http.createServer((req, res) => answerUnexpectedFailure(req, res, error))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user/account`, { headers })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { success: boolean; message: string } }
}

describe("the API lane's failure answer", () => {
  it('answers a database outage 503 with Retry-After in the envelope, in the caller\'s language', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const answer = await answerTo(new Error('Failed query', { cause: refused }), { 'accept-language': 'en-US,en;q=0.9' })
    expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { success: false, message: 'The service is temporarily unavailable. Please try again shortly.' } })
  })

  it('answers any other failure 500 in the envelope, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const answer = await answerTo(new TypeError('undefined is not a function'))
    expect(answer.status).toBe(500)
    expect(answer.retryAfter).toBeNull()
    expect(answer.body.success).toBe(false)
    expect(logged).toHaveBeenCalled()
  })
})
