import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TRichText } from '@/backend/services/shapes'
import { RichTextBody } from './RichTextBody'

const item = (text: string, value: number) => ({
  type: 'listitem',
  value,
  version: 1,
  children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
})
const list = (tag: 'ul' | 'ol', listType: 'bullet' | 'number') => ({
  type: 'list',
  tag,
  listType,
  start: 1,
  version: 1,
  children: [item('one', 1), item('two', 2)],
})
const body = (...children: object[]) => ({ root: { type: 'root', version: 1, children } }) as unknown as TRichText

describe('RichTextBody', () => {
  it('writes no value on the items of a bulleted list (HTML allows it only in <ol>)', () => {
    const html = renderToStaticMarkup(<RichTextBody data={body(list('ul', 'bullet'))} />)
    expect(html).toContain('<ul class="list-bullet"><li class="">one</li><li class="">two</li></ul>')
    expect(html).not.toContain('value=')
  })

  it('keeps the numbers of a numbered list', () => {
    const html = renderToStaticMarkup(<RichTextBody data={body(list('ol', 'number'))} />)
    expect(html).toContain('<li class="" value="1">one</li><li class="" value="2">two</li>')
  })
})
