/**
 * The one check for a redirect target that comes from input (a query parameter, a cookie, session storage): the
 * answer is a path on this site, or `fallback`. Used by the API (session-expired), the middleware, next-auth's
 * return and the login form, in the server and in the browser alike (no Node-only API).
 *
 * The target is read as a browser would read it: tabs and newlines are dropped (the URL parser does so, and a
 * browser given `/\t/evil.example` goes to `//evil.example`), then the WHATWG URL parser resolves it against the
 * site's origin. Refused: anything not starting with one `/` (protocol-relative `//`, `/\`, schemes such as
 * `javascript:` or `https:evil`), except an absolute http(s) URL of this very origin; backslashes (browsers read them
 * as `/`); percent-encoded `/`, `\`, `%` or control characters in the path (a later decode would turn them into the above); control
 * characters; user info; another origin. The result is rebuilt from the parsed URL (path, query, fragment), so what
 * is sent is exactly what was checked, and is refused again if it came out protocol-relative (`/.//evil.example`
 * resolves to the path `//evil.example`).
 */
export function sameOriginPath(input: string | null | undefined, origin: string | URL, fallback: string): string {
  return sameOriginPathOrNull(input, origin) ?? fallback
}

const STRIPPED = /[\t\n\r]/g
const CONTROL = /[\u0000-\u001f\u007f]/
const ENCODED_SEPARATOR = /%(2f|5c|25|[01][0-9a-f]|7f)/i

export function sameOriginPathOrNull(input: string | null | undefined, origin: string | URL): string | null {
  if (typeof input !== 'string') return null
  const target = input.replace(STRIPPED, '')
  if (!target || CONTROL.test(target) || target.includes('\\')) return null
  const base = new URL(String(origin))
  const relative = target.startsWith('/') && !target.startsWith('//')
  const absolute = /^https?:\/\//i.test(target)
  if (!relative && !absolute) return null
  let url: URL
  try {
    url = new URL(target, base.origin)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username || url.password) return null
  if (ENCODED_SEPARATOR.test(url.pathname)) return null
  const path = url.pathname + url.search + url.hash
  return path.startsWith('/') && !path.startsWith('//') ? path : null
}
