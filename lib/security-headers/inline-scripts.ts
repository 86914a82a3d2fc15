import { createHash } from 'node:crypto'

// A <script> start tag (attribute values may hold `>`), its text, and its end tag. The HTML parser ends script text
// at the first `</script`, so the lazy match finds exactly the text the browser runs.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi
const HAS_SRC = /\ssrc\s*=/i
// Data blocks are never run, so they need no hash (JSON-LD, RSC-free JSON).
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json\b/i

/**
 * The CSP source (`'sha256-…'`) of every inline script in an HTML document: Next.js's RSC payload
 * (`self.__next_f.push(…)`), React's boundary scripts, and anything else a page writes inline. The text is hashed
 * as the browser sees it: the HTML parser turns CRLF and lone CR into LF before anything else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}
