import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { ExpertisePage } from '../../payload-types'
import { areaItemsOf, type TAreaItem } from './area-items'

export type TFocusAreaSlug = 'expertise-page' | 'advocacy-page'

export type TFocusAreaPage = {
  headline: string
  intro: string
  areas: TAreaItem[]
  cta: { title: string; text: string; linkLabel: string; link: string }
}

/** The published expertise or advocacy page (both globals share one shape) in one language. */
export async function getFocusAreaPage(payload: Payload, slug: TFocusAreaSlug, locale: Locale): Promise<TFocusAreaPage> {
  // The two globals come from one factory (backend/globals/FocusAreaPages.ts), so one generated type fits both.
  const page = (await payload.findGlobal({ slug, locale, depth: 1, draft: false, overrideAccess: false })) as ExpertisePage
  return {
    headline: page.headline ?? '',
    intro: page.intro ?? '',
    areas: areaItemsOf(page.areas),
    cta: {
      title: page.cta?.title ?? '',
      text: page.cta?.text ?? '',
      linkLabel: page.cta?.linkLabel ?? '',
      link: page.cta?.link ?? '',
    },
  }
}
