import { describe, expect, it } from 'vitest'
import { hasContent, sanitizeRichText } from './sanitize'

describe('sanitizeRichText', () => {
  it('drops scripts, event handlers and javascript links', () => {
    const out = sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a>')
    expect(out).not.toMatch(/script|onerror|onclick|javascript/i)
    expect(out).toContain('<p>Hi</p>')
  })

  it('keeps forum images and safe links only', () => {
    const out = sanitizeRichText('<img src="/api/forum-images/file/a.png" alt="a"><img src="https://evil.test/x.png"><a href="https://lpi.test">l</a>')
    expect(out).toContain('<img src="/api/forum-images/file/a.png" alt="a" />')
    expect(out).not.toContain('evil.test')
    expect(out).toContain('rel="noopener noreferrer nofollow"')
  })

  it('tells empty markup from content', () => {
    expect(hasContent(sanitizeRichText('<p> </p><script>x</script>'))).toBe(false)
    expect(hasContent('<img src="/api/forum-images/file/a.png" />')).toBe(true)
  })
})
