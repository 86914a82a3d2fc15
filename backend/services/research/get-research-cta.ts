import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { imageOf, type TImage } from '../shapes'

export type TResearchCta = { title: string; body: string; buttonLabel: string; buttonUrl: string; image: TImage | null }

export async function getResearchCta(payload: Payload, locale: Locale): Promise<TResearchCta> {
  const cta = await payload.findGlobal({ slug: 'research-cta', locale, depth: 1, overrideAccess: false })
  return {
    title: cta.title ?? '',
    body: cta.body ?? '',
    buttonLabel: cta.buttonLabel ?? '',
    buttonUrl: cta.buttonUrl ?? '',
    image: imageOf(cta.image),
  }
}
