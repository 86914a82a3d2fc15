/**
 * A readable cookie's value in the browser, decoded as js-cookie decodes it; undefined when absent. The reading pages
 * only ever read the session-type cookie, so they do without js-cookie (docs/decisions/045).
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !document.cookie) return undefined
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=')
    if (at < 0 || decode(pair.slice(0, at)) !== name) continue
    const value = pair.slice(at + 1)
    return decode(value.startsWith('"') ? value.slice(1, -1) : value)
  }
  return undefined
}

function decode(value: string): string {
  return value.replace(/(%[\dA-F]{2})+/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded)
    } catch {
      return encoded
    }
  })
}
