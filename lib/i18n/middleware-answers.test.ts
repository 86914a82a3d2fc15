import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import middleware from '@/middleware'

// Lets one test give a route a middleware name that does not exist.
const unknownName = vi.hoisted(() => ({ value: null as string | null }))
vi.mock('@/lib/auth/route-access', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/route-access')>()
  return {
    ...actual,
    guardDecision: (...args: Parameters<typeof actual.guardDecision>) =>
      unknownName.value ? actual.runRouteMiddleware(unknownName.value, args[1], args[2]) : actual.guardDecision(...args),
  }
})

const answer = (path: string) => middleware(new NextRequest(new URL(path, 'http://portal.test')))

describe('middleware answers', () => {
  afterEach(() => {
    unknownName.value = null
  })

  it('/id/... redirects permanently (308) to the unprefixed URL, query kept', () => {
    for (const [from, to] of [
      ['/id', '/'],
      ['/id/event', '/event'],
      ['/id/tentang-kami?x=1', '/tentang-kami?x=1'],
      ['/id/event/3/judul-acara', '/event/3/judul-acara'],
    ]) {
      const response = answer(from)
      expect(response.status, from).toBe(308)
      expect(new URL(response.headers.get('location')!, 'http://portal.test').href, from).toBe(`http://portal.test${to}`)
    }
  })

  it('also outside the route map, and never off this site', () => {
    const unknown = answer('/id/no-such-page')
    expect(unknown.status).toBe(308)
    expect(new URL(unknown.headers.get('location')!, 'http://portal.test').pathname).toBe('/no-such-page')
    const sneaky = answer('/id//evil.example/x')
    if (sneaky.headers.get('location')) expect(new URL(sneaky.headers.get('location')!, 'http://portal.test').host).toBe('portal.test')
  })

  it('guard redirects stay temporary', () => {
    expect(answer('/user/dasbor').status).toBe(307)
  })

  it('a route naming an unknown middleware answers 500 "Unknown middleware" with the name', async () => {
    unknownName.value = 'autentikasi'
    const response = answer('/tentang-kami')
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Unknown middleware: autentikasi')
  })
})
