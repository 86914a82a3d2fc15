import type { PayloadRequest } from 'payload'
import { defaultLocale, isLocale, type Locale } from '../../lib/i18n/config'

/** The call's language: ?locale= first, then the Accept-Language header the site sends, else Indonesian. */
export function requestLocale(req: PayloadRequest): Locale {
  const fromQuery = req.searchParams?.get('locale')
  if (isLocale(fromQuery)) return fromQuery
  const header = req.headers.get('accept-language')?.split(',')[0]?.trim().slice(0, 2)
  return isLocale(header) ? header : defaultLocale
}
