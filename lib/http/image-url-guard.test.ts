import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { refuseMalformedImageUrl } from './image-url-guard'

function answer(url: string) {
  const sent: { status?: number } = {}
  const res = { writeHead: (status: number) => (sent.status = status), end: () => undefined } as unknown as ServerResponse
  const refused = refuseMalformedImageUrl({ url } as IncomingMessage, res)
  return refused ? sent.status : 'passed on'
}

describe('image optimizer urls Next.js would answer with 500', () => {
  it('are refused with 400: a malformed escape, a control character, a path ending in a slash', () => {
    for (const url of ['/images/%ZZ', '/api/media/file/%E0%A4%A', '/api/media/file/x%00.png', '/images/a%0a.png', '/api/media/file/', '/images/a.png/']) {
      expect(answer(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`), url).toBe(400)
    }
    expect(answer('/_next/image?url=%E0%A4%A&w=64')).toBe(400)
  })

  it('pass on everything else, and every other path', () => {
    expect(answer('/_next/image?url=%2Fimages%2Fhero.webp&w=640&q=75')).toBe('passed on')
    expect(answer('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Ffoto%2520kegiatan.jpg&w=64&q=75')).toBe('passed on')
    expect(answer('/_next/image?w=64')).toBe('passed on')
    expect(answer('/images/%ZZ/')).toBe('passed on')
  })
})
