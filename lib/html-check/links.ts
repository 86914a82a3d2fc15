import { resolvePath } from '@/lib/i18n/resolve-path'

/**
 * Link extraction for the HTML check (scripts/html-check.mjs): the links a page offers a visitor, read from the
 * server's HTML as a browser without JavaScript sees it. React writes well-formed markup (quoted attributes,
 * entities escaped), so a tag scanner is enough; the flight data in <script> holds the same links again and is skipped.
 */

const TAG = /<(a|link)\b([^>]*)>/gi
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const SKIPPED_BLOCKS = /<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi
// A <link> is a link a visitor (or a crawler) follows only as the page's canonical or language alternate.
const FOLLOWED_LINK_RELS = new Set(['canonical', 'alternate'])

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole
  })
}

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attributes
}

/** Every href of an <a> and of a canonical or alternate <link>, as written (entities decoded). */
export function extractHrefs(html: string): string[] {
  const hrefs: string[] = []
  for (const [, tag, source] of html.replace(SKIPPED_BLOCKS, '').matchAll(TAG)) {
    const attributes = parseAttributes(source)
    if (attributes.href === undefined) continue
    if (tag.toLowerCase() === 'link' && !(attributes.rel ?? '').toLowerCase().split(/\s+/).some((rel) => FOLLOWED_LINK_RELS.has(rel))) continue
    hrefs.push(attributes.href.trim())
  }
  return hrefs
}

/**
 * The absolute URL an href leads to when it stays on this site (one of `origins`), without its #fragment;
 * null for another site, a same-page anchor, mailto:, tel:, javascript: and the like.
 */
export function internalUrl(href: string, pageUrl: string, origins: readonly string[]): string | null {
  if (href === '' || href.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!origins.includes(url.origin)) return null
  url.hash = ''
  return url.href
}

/** The internal links of a page, each once, in the order they appear. */
export function internalLinks(html: string, pageUrl: string, origins: readonly string[]): string[] {
  const found = new Set<string>()
  for (const href of extractHrefs(html)) {
    const url = internalUrl(href, pageUrl, origins)
    if (url) found.add(url)
  }
  return [...found]
}

/** The <loc> entries of a sitemap.xml. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => decodeEntities(match[1]))
}

export type TLinkVerdict = 'ok' | 'sign-in' | 'redirect' | 'broken'

/**
 * What an answer to a link means for the check: a redirect is a finding (the link should name its target), except a
 * members-only page sending a visitor to sign in and come back (`/masuk?redirect=<the link>`): a page cached for every
 * visitor cannot link differently for those who are signed in.
 */
export function linkVerdict(status: number, link?: string, location?: string | null): TLinkVerdict {
  if (status >= 200 && status < 300) return 'ok'
  if (status >= 300 && status < 400) return link && location && isSignInGate(link, location) ? 'sign-in' : 'redirect'
  return 'broken'
}

function isSignInGate(link: string, location: string): boolean {
  const target = new URL(location, link)
  const asked = new URL(link)
  return target.origin === asked.origin && resolvePath(target.pathname)?.route === '/login' && target.searchParams.get('redirect') === asked.pathname + asked.search
}
