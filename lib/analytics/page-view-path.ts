import { locales } from '@/lib/i18n/config'
import { pathnames } from '@/lib/i18n/pathnames'

/**
 * Route parameters that must never be stored or sent elsewhere: account links carry one-time tokens, and a search
 * key is whatever a visitor typed (a name, an email). Their segment is kept as the route's own `[name]`.
 */
const SECRET_PARAMS = ['tokenActivation', 'keyToken', 'searchKey']

const secretRoutes: string[][] = Object.values(pathnames)
  .flatMap((form) => (typeof form === 'string' ? [form] : Object.values(form)))
  .filter((route) => SECRET_PARAMS.some((name) => route.includes(`[${name}]`)))
  .map((route) => route.split('/'))

const MAX_LENGTH = 500

/** The path a page view records: no query or fragment, secret route parameters replaced by their name. */
export function pageViewPath(url: string): string {
  const path = url.split(/[?#]/)[0] || '/'
  const segments = path.split('/')
  const prefixed = (locales as readonly string[]).includes(segments[1] ?? '')
  const rest = prefixed ? ['', ...segments.slice(2)] : segments
  const route = secretRoutes.find((candidate) => candidate.length === rest.length && candidate.every((part, i) => part === rest[i] || /^\[\w+\]$/.test(part)))
  if (!route) return path.slice(0, MAX_LENGTH)
  const redacted = rest.map((part, i) => (SECRET_PARAMS.includes(route[i].slice(1, -1)) ? route[i] : part))
  return ((prefixed ? `/${segments[1]}` : '') + redacted.join('/')).slice(0, MAX_LENGTH)
}
