import type { AboutPage } from '../../payload-types'
import { imageOf, type TImage, type TRichText } from '../shapes'
import { areaItemsOf, type TAreaItem } from '../focus-areas/area-items'

export type TCeoNotes = { title: string; name: string; position: string; quote: string; body: TRichText | null; photo: TImage | null }
export type TOurPurpose = { title: string; statement: string; body: TRichText | null; image: TImage | null }
export type TVisionMission = { title: string; vision: string; missions: { id: string; text: string }[] }
export type TWhatWeDo = { title: string; intro: string; items: TAreaItem[] }
export type TAward = { id: string; title: string; issuer: string; year: number | null; image: TImage | null }
export type TAwards = { title: string; intro: string; awards: TAward[] }
export type TPartner = { id: string; name: string; url: string; logo: TImage | null }
export type TPartnership = { title: string; intro: string; partners: TPartner[] }
export type TAdvisor = { id: string; name: string; position: string; bio: string; photo: TImage | null }
export type TAcademicAdvisors = { title: string; intro: string; advisors: TAdvisor[] }

/** What each /static/about/<section> call answers, built from its tab of the about-page global. */
export const ABOUT_SECTIONS = {
  'ceo-notes': (page: AboutPage): TCeoNotes => ({
    title: page.ceoNotes?.title ?? '',
    name: page.ceoNotes?.name ?? '',
    position: page.ceoNotes?.position ?? '',
    quote: page.ceoNotes?.quote ?? '',
    body: page.ceoNotes?.body ?? null,
    photo: imageOf(page.ceoNotes?.photo),
  }),
  'our-purpose': (page: AboutPage): TOurPurpose => ({
    title: page.ourPurpose?.title ?? '',
    statement: page.ourPurpose?.statement ?? '',
    body: page.ourPurpose?.body ?? null,
    image: imageOf(page.ourPurpose?.image),
  }),
  'vision-mission': (page: AboutPage): TVisionMission => ({
    title: page.visionMission?.title ?? '',
    vision: page.visionMission?.vision ?? '',
    missions: (page.visionMission?.missions ?? []).map((row, i) => ({ id: row.id ?? String(i), text: row.text })),
  }),
  'what-we-do': (page: AboutPage): TWhatWeDo => ({
    title: page.whatWeDo?.title ?? '',
    intro: page.whatWeDo?.intro ?? '',
    items: areaItemsOf(page.whatWeDo?.items),
  }),
  'our-award': (page: AboutPage): TAwards => ({
    title: page.awards?.title ?? '',
    intro: page.awards?.intro ?? '',
    awards: (page.awards?.items ?? []).map((row, i) => ({
      id: row.id ?? String(i),
      title: row.title,
      issuer: row.issuer ?? '',
      year: row.year ?? null,
      image: imageOf(row.image),
    })),
  }),
  partnership: (page: AboutPage): TPartnership => ({
    title: page.partnership?.title ?? '',
    intro: page.partnership?.intro ?? '',
    partners: (page.partnership?.partners ?? []).map((row, i) => ({
      id: row.id ?? String(i),
      name: row.name,
      url: row.url ?? '',
      logo: imageOf(row.logo),
    })),
  }),
  'academic-advisor': (page: AboutPage): TAcademicAdvisors => ({
    title: page.academicAdvisor?.title ?? '',
    intro: page.academicAdvisor?.intro ?? '',
    advisors: (page.academicAdvisor?.advisors ?? []).map((row, i) => ({
      id: row.id ?? String(i),
      name: row.name,
      position: row.position ?? '',
      bio: row.bio ?? '',
      photo: imageOf(row.photo),
    })),
  }),
} as const

export type TAboutSection = keyof typeof ABOUT_SECTIONS
export type TAboutSectionData<S extends TAboutSection> = ReturnType<(typeof ABOUT_SECTIONS)[S]>
export const ABOUT_SECTION_KEYS = Object.keys(ABOUT_SECTIONS) as TAboutSection[]
