import { describe, expect, it } from 'vitest'
import { textToHtml } from './text-to-html'

describe('textToHtml', () => {
  it('keeps typed markup as text and splits paragraphs', () => {
    expect(textToHtml('a <b>\nline\n\nnext')).toBe('<p>a &lt;b&gt;<br>line</p><p>next</p>')
  })
  it('adds uploaded images', () => {
    expect(textToHtml('x', [{ url: '/api/forum-images/file/a.png', alt: 'a' }])).toBe('<p>x</p><p><img src="/api/forum-images/file/a.png" alt="a"></p>')
  })
})
