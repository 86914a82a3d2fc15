import type { Payload, PayloadRequest } from 'payload'
import type { AboutPage } from '../payload-types'
import { ADVISORS, AWARDS, PARTNERS } from './about-copy-people'
import { CEO, PURPOSE, VISION_MISSION, WHAT_WE_DO } from './about-copy-story'
import { saveBilingualGlobal } from './bilingual-global'
import { awardSvg, bannerSvg, logoSvg, portraitSvg, uploadImage } from './images'
import { paragraphs } from './rich-text'

type TImages = { ceo: number; purpose: number; awards: number[]; partners: number[]; advisors: number[] }

async function seedAboutImages(payload: Payload, req: PayloadRequest): Promise<TImages> {
  const ceo = await uploadImage(payload, req, 'ceo-portrait', portraitSvg(CEO.name, 0), {
    id: `Potret ${CEO.name}`,
    en: `Portrait of ${CEO.name}`,
  })
  const purpose = await uploadImage(payload, req, 'about-purpose', bannerSvg(1, 1200, 800), {
    id: 'Ilustrasi jembatan dan gedung kota',
    en: 'Illustration of a bridge and city buildings',
  })
  const awards: number[] = []
  for (const [i, award] of AWARDS.items.entries()) {
    awards.push(await uploadImage(payload, req, `award-${i}`, awardSvg(award.year, i), { id: `Medali ${award.title.id}`, en: `${award.title.en} medal` }))
  }
  const partners: number[] = []
  for (const [i, partner] of PARTNERS.items.entries()) {
    partners.push(await uploadImage(payload, req, `partner-${i}`, logoSvg(partner.name.id, i), { id: `Logo ${partner.name.id}`, en: `${partner.name.en} logo` }))
  }
  const advisors: number[] = []
  for (const [i, advisor] of ADVISORS.items.entries()) {
    advisors.push(await uploadImage(payload, req, `advisor-${i}`, portraitSvg(advisor.name, i + 1), { id: `Potret ${advisor.name}`, en: `Portrait of ${advisor.name}` }))
  }
  return { ceo, purpose, awards, partners, advisors }
}

/** The about-us page: every anchored section, both languages, published. */
export async function seedAbout(payload: Payload, req: PayloadRequest): Promise<void> {
  const images = await seedAboutImages(payload, req)
  await saveBilingualGlobal(payload, req, 'about-page', (locale, saved: AboutPage | null) => ({
    ceoNotes: {
      title: CEO.title[locale],
      name: CEO.name,
      position: CEO.position[locale],
      quote: CEO.quote[locale],
      body: paragraphs(CEO.body[locale]),
      photo: images.ceo,
    },
    ourPurpose: {
      title: PURPOSE.title[locale],
      statement: PURPOSE.statement[locale],
      body: paragraphs(PURPOSE.body[locale]),
      image: images.purpose,
    },
    visionMission: {
      title: VISION_MISSION.title[locale],
      vision: VISION_MISSION.vision[locale],
      missions: VISION_MISSION.missions.map((text, i) => ({ id: saved?.visionMission?.missions?.[i]?.id, text: text[locale] })),
    },
    whatWeDo: {
      title: WHAT_WE_DO.title[locale],
      intro: WHAT_WE_DO.intro[locale],
      items: WHAT_WE_DO.items.map((item, i) => ({
        id: saved?.whatWeDo?.items?.[i]?.id,
        title: item.title[locale],
        text: item.text[locale],
        icon: item.icon,
      })),
    },
    awards: {
      title: AWARDS.title[locale],
      intro: AWARDS.intro[locale],
      items: AWARDS.items.map((award, i) => ({
        id: saved?.awards?.items?.[i]?.id,
        title: award.title[locale],
        issuer: award.issuer[locale],
        year: award.year,
        image: images.awards[i],
      })),
    },
    partnership: {
      title: PARTNERS.title[locale],
      intro: PARTNERS.intro[locale],
      partners: PARTNERS.items.map((partner, i) => ({
        id: saved?.partnership?.partners?.[i]?.id,
        name: partner.name[locale],
        url: partner.url,
        logo: images.partners[i],
      })),
    },
    academicAdvisor: {
      title: ADVISORS.title[locale],
      intro: ADVISORS.intro[locale],
      advisors: ADVISORS.items.map((advisor, i) => ({
        id: saved?.academicAdvisor?.advisors?.[i]?.id,
        name: advisor.name,
        position: advisor.position[locale],
        bio: advisor.bio[locale],
        photo: images.advisors[i],
      })),
    },
  }))
}
