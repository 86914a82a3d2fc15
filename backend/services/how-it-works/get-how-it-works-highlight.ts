import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { THowItWorksHighlight } from '../../../lib/contracts/how-it-works'
import { imageOf } from '../shapes'


/** The top of /how-it-works (spec: /static/online-course/how-it-works/highlight). */
export async function getHowItWorksHighlight(payload: Payload, locale: Locale): Promise<THowItWorksHighlight> {
  const doc = await payload.findGlobal({ slug: 'how-it-works', locale, depth: 1, overrideAccess: false })
  return { title: doc.highlight?.title ?? '', subtitle: doc.highlight?.subtitle ?? '', image: imageOf(doc.highlight?.image) }
}
