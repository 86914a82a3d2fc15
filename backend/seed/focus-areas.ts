import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../lib/i18n/config'
import type { ExpertisePage } from '../payload-types'
import { saveBilingualGlobal } from './bilingual-global'
import { ADVOCACY, EXPERTISE, type TFocusAreaCopy } from './focus-areas-copy'

function build(copy: TFocusAreaCopy) {
  return (locale: Locale, saved: ExpertisePage | null) => ({
    headline: copy.headline[locale],
    intro: copy.intro[locale],
    areas: copy.areas.map((item, i) => ({ id: saved?.areas?.[i]?.id, title: item.title[locale], text: item.text[locale], icon: item.icon })),
    cta: { title: copy.cta.title[locale], text: copy.cta.text[locale], linkLabel: copy.cta.linkLabel[locale], link: copy.cta.link },
  })
}

/** The expertise and advocacy pages, published in both languages. */
export async function seedFocusAreas(payload: Payload, req: PayloadRequest): Promise<void> {
  await saveBilingualGlobal(payload, req, 'expertise-page', build(EXPERTISE))
  await saveBilingualGlobal(payload, req, 'advocacy-page', build(ADVOCACY))
}
