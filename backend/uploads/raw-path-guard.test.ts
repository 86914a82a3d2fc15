import { describe, expect, it } from 'vitest'
import { hidesPathTrick, refusePathTricks, rawPathname } from './raw-path-guard'

const base = 'http://localhost:3000/api/media/file/'

describe('hidesPathTrick', () => {
  it.each([
    'course-files%2Fproof.png',
    'course-files%2fproof.png',
    'course-files%252Fproof.png',
    'course-files%25252Fproof.png',
    'course-files%5Cproof.png',
    'course-files%5cproof.png',
    'course-files\\proof.png',
    '..%2Fcourse-files%2Fproof.png',
    '..%2fcourse-files%2fproof.png',
    '%2E%2E%2Fcourse-files%2Fproof.png',
    '%2e%2e/course-files/proof.png',
    '..',
    'proof.png%00.jpg',
    'bad%E0%A4%A.png',
  ])('refuses %s', (file) => {
    expect(hidesPathTrick(`${base}${file}`)).toBe(true)
  })

  it.each(['photo.png', 'Modul%201.pdf', 'a..b.pdf', 'caf%C3%A9.png', 'photo.png?prefix=..%2F&depth=0'])('lets %s through', (file) => {
    expect(hidesPathTrick(`${base}${file}`)).toBe(false)
  })

  it('reads the path as sent, before URL parsing resolves dot segments', () => {
    expect(rawPathname('http://x/api/a/%2e%2e/b?c=d#e')).toBe('/api/a/%2e%2e/b')
    expect(new URL('http://x/api/a/%2e%2e/b').pathname).toBe('/api/b')
  })
})

describe('refusePathTricks', () => {
  it('answers 404 without calling the handler, and calls it for a clean path', async () => {
    const calls: string[] = []
    const handler = refusePathTricks((request: Request) => {
      calls.push(request.url)
      return new Response('file')
    })
    expect((await handler(new Request(`${base}course-files%2Fproof.png`), {})).status).toBe(404)
    expect(calls).toEqual([])
    expect((await handler(new Request(`${base}photo.png`), {})).status).toBe(200)
  })
})
