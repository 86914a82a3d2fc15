import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getAboutSection } from '../../services/about/get-about-section'
import { ABOUT_SECTION_KEYS } from '../../services/about/shapes'

/** Spec section 7: /static/about/{academic-advisor, ceo-notes, our-award, our-purpose, partnership, vision-mission, what-we-do}. */
export const aboutEndpoints: Endpoint[] = ABOUT_SECTION_KEYS.map((section) => ({
  path: `/static/about/${section}`,
  method: 'get',
  handler: async (req) => ok(await getAboutSection(req.payload, section, requestLocale(req))),
}))
