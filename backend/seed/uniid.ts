import type { Payload, PayloadRequest } from 'payload'
import { saveBilingualGlobal } from './bilingual-global'
import { bannerSvg, sealSvg, uploadImage } from './images'
import { paragraphs } from './rich-text'
import { UNIID_TEXTS as T, UNIVERSITIES } from './uniid-copy'

async function seedUniversities(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const [i, university] of UNIVERSITIES.entries()) {
    const logo = await uploadImage(payload, req, `university-${university.short.toLowerCase()}`, sealSvg(university.short, university.city, i), {
      id: `Lambang ${university.name}`,
      en: `${university.name} emblem`,
    })
    await payload.create({
      collection: 'universities',
      data: { _status: 'published', name: university.name, city: university.city, website: university.website, logo },
      overrideAccess: true,
      req,
    })
  }
}

/** The UniID page texts (published, both languages) and its partner universities. */
export async function seedUniid(payload: Payload, req: PayloadRequest): Promise<void> {
  const highlightImage = await uploadImage(payload, req, 'uniid-highlight', bannerSvg(3), {
    id: 'Ilustrasi kampus dan kota',
    en: 'Illustration of a campus and a city',
  })
  const introImage = await uploadImage(payload, req, 'uniid-intro', bannerSvg(4, 1200, 800), {
    id: 'Ilustrasi gedung kampus dan jembatan',
    en: 'Illustration of campus buildings and a bridge',
  })
  await saveBilingualGlobal(payload, req, 'uniid-page', (locale, saved) => ({
    highlight: { title: T.highlight.title[locale], subtitle: T.highlight.subtitle[locale], image: highlightImage, linkLabel: T.highlight.linkLabel[locale], link: T.highlight.link },
    intro: { title: T.intro.title[locale], body: paragraphs(T.intro.body[locale]), image: introImage },
    ourVision: { title: T.ourVision.title[locale], text: T.ourVision.text[locale] },
    ourMission: {
      title: T.ourMission.title[locale],
      items: T.ourMission.items.map((text, i) => ({ id: saved?.ourMission?.items?.[i]?.id, text: text[locale] })),
    },
    activity: {
      title: T.activity.title[locale],
      intro: T.activity.intro[locale],
      items: T.activity.items.map((item, i) => ({ id: saved?.activity?.items?.[i]?.id, title: item.title[locale], text: item.text[locale], icon: item.icon })),
    },
    universityListing: { title: T.universityListing.title[locale], intro: T.universityListing.intro[locale] },
  }))
  await seedUniversities(payload, req)
}
