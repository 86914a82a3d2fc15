import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { AboutPage } from '../../payload-types'
import { ABOUT_SECTIONS, type TAboutSection, type TAboutSectionData } from './shapes'

/**
 * One section of the about page in one language, from the published global only: access answers "published"
 * to the public, and without `draft: true` an editor's unpublished draft is never read.
 */
export async function getAboutSection<S extends TAboutSection>(
  payload: Payload,
  section: S,
  locale: Locale,
): Promise<TAboutSectionData<S>> {
  const page = (await payload.findGlobal({ slug: 'about-page', locale, depth: 1, draft: false, overrideAccess: false })) as AboutPage
  return ABOUT_SECTIONS[section](page) as TAboutSectionData<S>
}
