import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import type { TResearchStatus } from './api-params'

/** Spec section 4: research of type complete goes to the completed page, any other to on-going. */
export function researchDetailRoute(type: TResearchStatus | string) {
  return type === 'complete' ? ('/research/completed/[id]/[title]' as const) : ('/research/on-going/[id]/[title]' as const)
}

export function researchDetailHref(locale: Locale, item: { id: number; type: string; slug: string }): string {
  return buildPath(researchDetailRoute(item.type), locale, { id: String(item.id), title: item.slug })
}

export function researchChapterHref(locale: Locale, chapter: { id: string; slug: string }): string {
  return buildPath('/research/chapter/[id]/[title]', locale, { id: chapter.id, title: chapter.slug })
}
