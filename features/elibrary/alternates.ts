import { cache } from 'react'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { ZDocumentId } from '@/lib/contracts/elibrary/api-params'
import { elibraryDetailHref } from '@/lib/contracts/elibrary/detail-routes'
import { fetchELibraryDetail } from './queries'

/** One item in one language, read once per request by the page, its metadata and the header's switcher. */
export const loadELibraryItem = cache(async (locale: Locale, rawId: string) => {
  const id = ZDocumentId.safeParse(rawId)
  return id.success ? fetchELibraryDetail(locale, id.data) : null
})

/** The item's canonical page (its type's route, its title's slug) in each language. */
export const elibraryAlternates = cache((rawId: string) => alternatePathsOf((locale) => loadELibraryItem(locale, rawId), elibraryDetailHref))
