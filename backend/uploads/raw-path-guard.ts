import { fail, NOT_FOUND_MESSAGE } from '../lib/respond'

// %252F decodes to %2F, then to '/': a few rounds catch any double encoding a proxy or handler may undo.
const DECODE_ROUNDS = 4

/** The path exactly as it came over the wire: URL parsing would already resolve `%2e%2e` segments. */
export function rawPathname(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  return path.split(/[?#]/)[0]
}

function segmentHidesTrick(rawSegment: string): boolean {
  let segment = rawSegment
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (/[/\\\0]/.test(segment) || segment === '..' || segment === '.') return true
    if (!segment.includes('%')) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return true
    }
    if (decoded === segment) return false
    segment = decoded
  }
  return true
}

/**
 * True when one segment of a request path, decoded any number of times, is a separator (`%2F`, `%5C`, backslash),
 * a traversal (`..`, `%2E%2E`) or holds a NUL. Next decodes `%2F` inside a route segment after routing, so
 * /api/media/file/course-files%2Fx reached Payload as the file name `course-files/x`.
 */
export function hidesPathTrick(url: string): boolean {
  return rawPathname(url).split('/').some(segmentHidesTrick)
}

type THandler<C> = (request: Request, context: C) => Promise<Response> | Response

/** Wraps a route handler so a path hiding a separator or traversal is a 404 before anything resolves it. */
export function refusePathTricks<C>(handler: THandler<C>): THandler<C> {
  return (request, context) => (hidesPathTrick(request.url) ? fail(404, NOT_FOUND_MESSAGE) : handler(request, context))
}
