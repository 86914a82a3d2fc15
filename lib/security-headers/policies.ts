/**
 * The security headers of every answer of the production server (docs/decisions/014). Pure: the server module
 * (./with-security-headers.ts) picks the policy by the answer's kind and fills in the inline script hashes.
 */

export type TPolicyOptions = {
  /** The public origin (SERVER_URL): HSTS only when it is https. */
  serverUrl: string
  /** Browser error reporting (NEXT_PUBLIC_SENTRY_DSN): its origin may be called. */
  sentryDsn?: string
  /** The external analytics service's origin, only when one is configured (lib/analytics/external-provider.ts). */
  analyticsOrigin?: string
}

/** The players lecture and e-library pages embed (lib/format/video-embed.ts, get-lecture.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
/** Payload's code and JSON field editor (Monaco) loads from this CDN by default (@payloadcms/ui). */
const MONACO_CDN = 'https://cdn.jsdelivr.net'
/** Payload's admin shows staff avatars from Gravatar (its default `admin.avatar`). */
const GRAVATAR = 'https://www.gravatar.com'

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

const serialize = (directives: Record<string, (string | null)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ')

/**
 * Site pages: scripts only from this origin or inline with one of the page's own hashes (no 'unsafe-inline');
 * inline styles are allowed (React's style attributes, next/image).
 */
export function siteCsp(scriptHashes: string[], options: TPolicyOptions): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", originOf(options.sentryDsn), originOf(options.analyticsOrigin)],
    'frame-src': VIDEO_PLAYERS,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * Payload's admin: the same hashed inline scripts, plus what Payload itself loads from elsewhere: Monaco from its CDN
 * (scripts, styles, fonts and its blob: workers) and Gravatar avatars. It may frame itself (document previews).
 */
export function adminCsp(scriptHashes: string[], options: TPolicyOptions): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, MONACO_CDN],
    'style-src': ["'self'", "'unsafe-inline'", MONACO_CDN],
    'img-src': ["'self'", 'data:', 'blob:', GRAVATAR],
    'font-src': ["'self'", 'data:', MONACO_CDN],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", MONACO_CDN, originOf(options.sentryDsn)],
    'frame-src': ["'self'", ...VIDEO_PLAYERS],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/** API answers (JSON): nothing in them may load or run anything, nor be framed. */
export const API_CSP = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] })

/**
 * Files and assets (uploads, /_next/static, images): an upload opened directly (an SVG, an HTML file a browser
 * sniffs) runs nothing; it may show itself (images, media, a PDF in the browser's viewer) and be framed by the site.
 */
export const FILE_CSP = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'object-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})

/** The headers every answer gets, whatever its kind. */
export function commonHeaders(options: TPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (originOf(options.serverUrl)?.startsWith('https:')) headers['strict-transport-security'] = 'max-age=31536000'
  return headers
}

export type TAnswerKind = 'page' | 'admin' | 'api' | 'file'

/** What an answer is, from its path and Content-Type. An HTML answer is a page wherever it comes from (next-auth). */
export function answerKind(url: string, contentType: string | undefined): TAnswerKind {
  const path = url.split('?')[0]
  const html = /^\s*text\/html\b/i.test(contentType ?? '')
  if (path === '/admin' || path.startsWith('/admin/')) return html ? 'admin' : 'file'
  if (html) return 'page'
  if (path.startsWith('/api/') && /^\s*application\/(problem\+)?json\b/i.test(contentType ?? '')) return 'api'
  return contentType === undefined && path.startsWith('/api/') ? 'api' : 'file'
}

/** X-Frame-Options for browsers without frame-ancestors: the same rule. */
export const frameOptionsOf = (kind: TAnswerKind) => (kind === 'page' || kind === 'api' ? 'DENY' : 'SAMEORIGIN')
