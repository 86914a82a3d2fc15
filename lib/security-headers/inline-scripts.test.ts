import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser runs it, once', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/main.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><script>self.__next_f.push([1,"a > b </div>"])</script>',
      '<script id="_R_" data-x="a>b">$RC("B:0","S:0")</SCRIPT >',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="module">import("/x.js")</script></body></html>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a > b </div>"])'),
      sha('$RC("B:0","S:0")'),
      sha('import("/x.js")'),
    ])
  })

  it('hashes text with line ends normalized as the HTML parser does, and in UTF-8', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc("é")</script>')).toEqual([sha('a()\nb()\nc("é")')])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script><p>script</p></html>')).toEqual([])
  })
})
