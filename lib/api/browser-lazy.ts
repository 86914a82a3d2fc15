import type { Locale } from '@/lib/i18n/config'

/**
 * The browser API client, fetched the first time a page loads more on its own ("load
 * more", a new filter): public pages arrive fully rendered and most visitors never need it.
 */
export async function lazyBrowserApi(locale: Locale) {
  const { browserApi } = await import('./browser')
  return browserApi(locale)
}
