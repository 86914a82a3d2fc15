import { enrolAlternates } from '@/features/courses/alternates'
import { programAlternates } from '@/features/education/alternates'
import { elibraryAlternates } from '@/features/elibrary/alternates'
import { attendanceAlternates, eventAlternates } from '@/features/events/alternates'
import { researchAlternates, researchChapterAlternates } from '@/features/research/alternates'
import type { TAlternatePaths } from '@/lib/i18n/alternate-paths'
import type { AppPathname } from '@/lib/i18n/pathnames'

type TParams = Record<string, string | undefined>
type TResolver = (params: TParams) => Promise<TAlternatePaths>

const byId = (resolve: (id: string) => Promise<TAlternatePaths>): TResolver => (params) => resolve(params.id ?? '')

/**
 * Routes whose URL differs between languages by more than the route map: the title segment is the item's title
 * in the page's language. Each resolves the item's page in every language with the cached reads its page makes,
 * for the header's language switcher (DetailLayout) and the page's hreflang alternates alike.
 */
export const DETAIL_ALTERNATES = {
  '/event/[id]/[title]': byId(eventAlternates),
  '/event/attendance/[id]/[title]': byId(attendanceAlternates),
  '/education/[id]/[title]': byId(programAlternates),
  '/education/online-course/[slug]/[title]': (params) => enrolAlternates(params.slug ?? ''),
  '/research/completed/[id]/[title]': byId(researchAlternates),
  '/research/on-going/[id]/[title]': byId(researchAlternates),
  '/research/chapter/[id]/[title]': byId(researchChapterAlternates),
  '/e-library/video/[id]/[title]': byId(elibraryAlternates),
  '/e-library/toolkit/[id]/[title]': byId(elibraryAlternates),
  '/e-library/chapter/[id]/[title]': byId(elibraryAlternates),
  '/e-library/others/[id]/[title]': byId(elibraryAlternates),
} as const satisfies Partial<Record<AppPathname, TResolver>>

export type TDetailRoute = keyof typeof DETAIL_ALTERNATES

export function detailAlternates(route: TDetailRoute, params: TParams): Promise<TAlternatePaths> {
  return DETAIL_ALTERNATES[route](params)
}
