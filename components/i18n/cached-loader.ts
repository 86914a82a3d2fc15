import type { Locale } from '@/lib/i18n/config'

type TNamespaces = Record<string, unknown>

/**
 * A `load` for LazyMessages: each locale's promise made once and kept. Apart from LazyMessages, so the code that
 * starts loading texts early (on hover) does not bring next-intl with it.
 */
export function cachedLoader(load: (locale: Locale) => Promise<TNamespaces>): (locale: Locale) => Promise<TNamespaces> {
  const loaded = new Map<Locale, Promise<TNamespaces>>()
  return (locale) => {
    let namespaces = loaded.get(locale)
    if (!namespaces) {
      namespaces = load(locale)
      // A failed load (the network) is tried again next time.
      namespaces.catch(() => loaded.delete(locale))
      loaded.set(locale, namespaces)
    }
    return namespaces
  }
}
