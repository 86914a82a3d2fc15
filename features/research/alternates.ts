import { cache } from 'react'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { ZDocumentId } from '@/lib/contracts/elibrary/api-params'
import { ZChapterParams } from '@/lib/contracts/research/api-params'
import { researchChapterHref, researchDetailHref } from '@/lib/contracts/research/detail-routes'
import { fetchResearchChapter, fetchResearchDetail } from './queries'

/** One research in one language, read once per request by the page, its metadata and the header's switcher. */
export const loadResearch = cache(async (locale: Locale, rawId: string) => {
  const id = ZDocumentId.safeParse(rawId)
  return id.success ? fetchResearchDetail(locale, id.data) : null
})

export const loadResearchChapter = cache(async (locale: Locale, rawId: string) => {
  const parsed = ZChapterParams.safeParse({ id: rawId })
  return parsed.success ? fetchResearchChapter(locale, parsed.data.id) : null
})

export const researchAlternates = cache((rawId: string) => alternatePathsOf((locale) => loadResearch(locale, rawId), researchDetailHref))

export const researchChapterAlternates = cache((rawId: string) => alternatePathsOf((locale) => loadResearchChapter(locale, rawId), researchChapterHref))
