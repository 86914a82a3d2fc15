import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { getUniidPage } from './get-uniid-page'
import { UNIID_SECTIONS, type TUniidSection, type TUniidSectionData } from './shapes'

/** One text section of the UniID page (highlight, intro, our-vision, our-mission, activity). */
export async function getUniidSection<S extends TUniidSection>(payload: Payload, section: S, locale: Locale): Promise<TUniidSectionData<S>> {
  return UNIID_SECTIONS[section](await getUniidPage(payload, locale)) as TUniidSectionData<S>
}
