import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { listProgrammes } from './find-programme'
import { toCourseCard, type TCp3pCourseCard } from './shapes'

/**
 * /static/cp3p/highlight: the programmes a visitor can still register for (due date not passed, seats left),
 * the soonest deadline first. A closed or full programme is never highlighted: the strip is an invitation.
 */
export async function listCp3pHighlight(payload: Payload, take: number, locale: Locale, now = new Date()): Promise<TCp3pCourseCard[]> {
  return (await listProgrammes(payload, locale))
    .map((doc) => toCourseCard(doc, now))
    .filter((card) => card.availableRegister)
    .sort((a, b) => a.dueDateRegistration.localeCompare(b.dueDateRegistration) || a.id - b.id)
    .slice(0, take)
}
