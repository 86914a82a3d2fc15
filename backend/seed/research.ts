import type { Payload, PayloadRequest } from 'payload'
import { RESEARCH_ITEMS } from './research-items'
import { paragraphs } from './rich-text'
import { seedCover } from './seed-files'
import type { TTopicIds } from './topics'

async function seedResearchCta(payload: Payload, req: PayloadRequest): Promise<void> {
  const texts = {
    id: {
      title: 'Pengelolaan Jurnal Infrastruktur',
      body: 'Kami mengelola jurnal ilmiah tentang kebijakan dan pembiayaan infrastruktur. Kirimkan naskah Anda atau ajak kami berkolaborasi dalam penelitian.',
      buttonLabel: 'Jelajahi publikasi',
    },
    en: {
      title: 'Infrastructure Journal Management',
      body: 'We manage a scholarly journal on infrastructure policy and finance. Submit your manuscript or invite us to collaborate on research.',
      buttonLabel: 'Explore publications',
    },
  }
  for (const locale of ['id', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'research-cta',
      locale,
      data: { ...texts[locale], buttonUrl: '/e-library?type=6' },
      overrideAccess: true,
      req,
    })
  }
}

/** Research in both statuses, most with chapters, and the research call to action, in both languages. */
export async function seedResearch(payload: Payload, req: PayloadRequest, topicIds: TTopicIds): Promise<void> {
  const cover = await seedCover(payload, req, 3, 'Riset', { id: 'Sampul riset hijau tua', en: 'Dark green research cover' })
  for (const item of RESEARCH_ITEMS) {
    const doc = await payload.create({
      collection: 'research',
      locale: 'id',
      data: {
        _status: 'published',
        progress: item.status,
        year: item.year,
        topics: item.topics.map((key) => topicIds[key]),
        highlight: !!item.highlight,
        cover,
        title: item.title.id,
        excerpt: item.excerpt.id,
        body: paragraphs([item.excerpt.id]),
        chapters: item.chapters.map((c) => ({ title: c.title.id, body: paragraphs([c.body.id]) })),
      },
      overrideAccess: true,
      req,
    })
    // Rows sent without their ids would replace the Indonesian rows instead of translating them.
    await payload.update({
      collection: 'research',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        title: item.title.en,
        excerpt: item.excerpt.en,
        body: paragraphs([item.excerpt.en]),
        chapters: item.chapters.map((c, i) => ({ id: doc.chapters?.[i]?.id, title: c.title.en, body: paragraphs([c.body.en]) })),
      },
      overrideAccess: true,
      req,
    })
  }
  await seedResearchCta(payload, req)
}
