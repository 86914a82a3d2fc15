import type { Locale } from '@/lib/i18n/config'
import { dashboardHref } from './routes'

/**
 * Spec section 2 "Fixed workshop lecture layout: course content, discussion, announcement 01, materials, about",
 * in that order, whatever the course has. Course content is the chapter and lecture list; discussion opens the
 * course forum; announcement 01 (the latest), materials and about are shown on the lecture page itself.
 */
export const WORKSHOP_ENTRIES = ['content', 'discussion', 'announcement', 'materials', 'about'] as const
export type TWorkshopEntry = (typeof WORKSHOP_ENTRIES)[number]

export const workshopSectionId = (entry: TWorkshopEntry) => `workshop-${entry}`

export function workshopEntryHref(locale: Locale, entry: TWorkshopEntry, course: { slug: string; courseName: string }): string {
  return entry === 'discussion' ? dashboardHref(locale, 'discussion', course) : `#${workshopSectionId(entry)}`
}
