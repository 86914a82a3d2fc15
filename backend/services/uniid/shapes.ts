import type { UniidPage, University } from '../../payload-types'
import { bannerImageOf } from '../banners/shapes'
import { imageOf, type TImage, type TRichText } from '../shapes'
import { areaItemsOf, type TAreaItem } from '../focus-areas/area-items'

export type TUniidHighlight = { title: string; subtitle: string; image: TImage | null; linkLabel: string; link: string }
export type TUniidIntro = { title: string; body: TRichText | null; image: TImage | null }
export type TUniidVision = { title: string; text: string }
export type TUniidMission = { title: string; missions: { id: string; text: string }[] }
export type TUniidActivity = { title: string; intro: string; activities: TAreaItem[] }
export type TUniversity = { id: number; name: string; city: string; website: string; logo: TImage | null }
export type TUniversityListing = { title: string; intro: string; universities: TUniversity[]; totalData: number }

/** What each /static/uniid/<section> call answers (university-listing also reads the universities). */
export const UNIID_SECTIONS = {
  highlight: (page: UniidPage): TUniidHighlight => ({
    title: page.highlight?.title ?? '',
    subtitle: page.highlight?.subtitle ?? '',
    image: bannerImageOf(page.highlight?.image),
    linkLabel: page.highlight?.linkLabel ?? '',
    link: page.highlight?.link ?? '',
  }),
  intro: (page: UniidPage): TUniidIntro => ({
    title: page.intro?.title ?? '',
    body: page.intro?.body ?? null,
    image: imageOf(page.intro?.image),
  }),
  'our-vision': (page: UniidPage): TUniidVision => ({ title: page.ourVision?.title ?? '', text: page.ourVision?.text ?? '' }),
  'our-mission': (page: UniidPage): TUniidMission => ({
    title: page.ourMission?.title ?? '',
    missions: (page.ourMission?.items ?? []).map((row, i) => ({ id: row.id ?? String(i), text: row.text })),
  }),
  activity: (page: UniidPage): TUniidActivity => ({
    title: page.activity?.title ?? '',
    intro: page.activity?.intro ?? '',
    activities: areaItemsOf(page.activity?.items),
  }),
} as const

export type TUniidSection = keyof typeof UNIID_SECTIONS
export type TUniidSectionData<S extends TUniidSection> = ReturnType<(typeof UNIID_SECTIONS)[S]>
export const UNIID_SECTION_KEYS = Object.keys(UNIID_SECTIONS) as TUniidSection[]

export function toUniversity(doc: University): TUniversity {
  return { id: doc.id, name: doc.name, city: doc.city, website: doc.website ?? '', logo: imageOf(doc.logo) }
}
