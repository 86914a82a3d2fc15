import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { refuseUnservedMethod } from './method-guard'

function answer(method: string) {
  const sent: { status?: number; headers?: Record<string, string> } = {}
  const res = { writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }), end: () => undefined } as unknown as ServerResponse
  return refuseUnservedMethod({ method, url: '/api/health' } as IncomingMessage, res) ? sent : 'passed on'
}

describe('methods no route serves', () => {
  it('are answered 405 with the methods that are served', () => {
    for (const method of ['TRACE', 'PROPFIND', 'LOCK', 'FOO', 'get']) {
      expect(answer(method), method).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } })
    }
  })

  it('pass on every served method', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(answer(method), method).toBe('passed on')
  })
})
