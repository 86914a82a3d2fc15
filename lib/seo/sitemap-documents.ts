import type { MetadataRoute } from 'next'
import type { TSitemapDocument } from '@/lib/contracts/site'
import { locales } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** A content page in each language it exists in, each entry naming the others as alternates (hreflang). */
export function documentSitemapEntries(document: TSitemapDocument, origin: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    locales.flatMap((locale) => {
      const permalink = document.permalinks[locale]
      return permalink ? [[locale, origin + localizePermalink(permalink, locale)]] : []
    }),
  )
  return Object.values(languages).map((url) => ({ url, lastModified: new Date(document.lastModified), alternates: { languages } }))
}
