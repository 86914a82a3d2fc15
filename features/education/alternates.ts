import { cache } from 'react'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { ZDocumentId } from '@/lib/contracts/elibrary/api-params'
import { programHref } from '@/lib/contracts/education/detail-routes'
import { fetchProgram } from './queries'

/** One program in one language, read once per request by the page, its metadata and the header's switcher. */
export const loadProgram = cache(async (locale: Locale, rawId: string) => {
  const id = ZDocumentId.safeParse(rawId)
  return id.success ? fetchProgram(locale, id.data) : null
})

export const programAlternates = cache((rawId: string) => alternatePathsOf((locale) => loadProgram(locale, rawId), programHref))
