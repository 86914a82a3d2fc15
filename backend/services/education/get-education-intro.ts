import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { imageOf, type TImage } from '../shapes'

export type TSectionHeading = { title: string; intro: string }
export type TEducationIntro = {
  hero: TSectionHeading & { image: TImage | null }
  mainPrograms: TSectionHeading
  otherPrograms: TSectionHeading
  eventHighlight: TSectionHeading
}

const heading = (group: { title?: string | null; intro?: string | null } | undefined): TSectionHeading => ({
  title: group?.title ?? '',
  intro: group?.intro ?? '',
})

/** The education page's texts (spec: /static/education/intro). */
export async function getEducationIntro(payload: Payload, locale: Locale): Promise<TEducationIntro> {
  const page = await payload.findGlobal({ slug: 'education-page', locale, depth: 1, overrideAccess: false })
  return {
    hero: { ...heading(page.hero), image: imageOf(page.hero?.image) },
    mainPrograms: heading(page.mainPrograms),
    otherPrograms: heading(page.otherPrograms),
    eventHighlight: heading(page.eventHighlight),
  }
}
