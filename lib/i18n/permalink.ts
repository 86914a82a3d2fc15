import type { AppPathname } from './pathnames'

/** An internal route with its params filled in: the permalink form stored by the CMS and localized by the site. */
export function permalinkOf(route: AppPathname, params: Record<string, string | number>): string {
  return route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}
