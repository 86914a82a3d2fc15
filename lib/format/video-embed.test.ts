import { describe, expect, it } from 'vitest'
import { validateVideoUrl, videoEmbedUrl } from './video-embed'

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed)
  })

  it('refuses other hosts', () => {
    expect(videoEmbedUrl('https://evil.test/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(validateVideoUrl('https://evil.test/video')).toMatch(/YouTube/)
    expect(validateVideoUrl('')).toBe(true)
  })
})
