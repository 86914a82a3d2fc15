import type { AppPathname } from './pathnames'

/**
 * Listings whose filters live in the query string. Without a query the listing is one cached (ISR) page;
 * with one, the middleware rewrites to the route's `/filtered` twin, which renders per request. Crawlers
 * and most visitors get the cached page; shared filter links still render their filters on the server.
 */
export const FILTERED_VARIANT_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>(['/e-library', '/research', '/education', '/event', '/faq'])

export const FILTERED_SEGMENT = '/filtered'

export function variantSuffix(route: AppPathname, search: string): string {
  return search && search !== '?' && FILTERED_VARIANT_ROUTES.has(route) ? FILTERED_SEGMENT : ''
}
