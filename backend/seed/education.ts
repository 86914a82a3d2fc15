import type { Payload, PayloadRequest } from 'payload'
import { programBody } from './education-rich-text'
import { MAIN_PROGRAMS, type TProgramSeed } from './education-programs-main'
import { OTHER_PROGRAMS_A } from './education-programs-other-a'
import { OTHER_PROGRAMS_B } from './education-programs-other-b'
import { seedCover } from './seed-files'
import type { TTopicIds } from './topics'

const LEARN_HEADING = { id: 'Yang akan Anda pelajari', en: 'What you will learn' }

/** 4 main and 15 other programs: the other programs fill pages of 6, 6 and 3 on /education. */
export const EDUCATION_PROGRAMS: TProgramSeed[] = [...MAIN_PROGRAMS, ...OTHER_PROGRAMS_A, ...OTHER_PROGRAMS_B]

async function seedProgram(payload: Payload, req: PayloadRequest, program: TProgramSeed, cover: number, topicIds: TTopicIds) {
  const texts = (locale: 'id' | 'en') => ({
    title: program.title[locale],
    summary: program.summary[locale],
    audience: program.audience[locale],
    // The page shows the summary above the body, so the body goes on from there.
    body: programBody([program.more[locale]], LEARN_HEADING[locale], program.learn[locale]),
  })
  const doc = await payload.create({
    collection: 'education-programs',
    locale: 'id',
    data: {
      _status: 'published',
      kind: program.kind,
      order: program.order,
      deliveryFormat: program.format,
      duration: { value: program.duration[0], unit: program.duration[1] },
      topics: program.topics.map((key) => topicIds[key]),
      cover,
      ...texts('id'),
    },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'education-programs', id: doc.id, locale: 'en', data: { _status: 'published', ...texts('en') }, overrideAccess: true, req })
}

async function seedEducationPage(payload: Payload, req: PayloadRequest, image: number): Promise<void> {
  const texts = {
    id: {
      hero: {
        title: 'Belajar menyiapkan infrastruktur yang layak dibiayai',
        intro: 'Pelatihan dan sertifikasi bagi aparatur pemerintah, BUMN, dan sektor swasta: dari dasar KPBU dan pembiayaan proyek hingga penguatan kapasitas pemerintah daerah.',
      },
      mainPrograms: { title: 'Program Utama', intro: 'Program unggulan kami, disusun bersama praktisi dan diperbarui setiap tahun.' },
      otherPrograms: { title: 'Program Lainnya', intro: 'Kelas tematik singkat untuk memperdalam keahlian tertentu, tatap muka maupun daring.' },
      eventHighlight: { title: 'Acara Edukasi', intro: 'Webinar dan lokakarya terbuka untuk umum dari tim edukasi kami.' },
    },
    en: {
      hero: {
        title: 'Learn to prepare infrastructure that can be financed',
        intro: 'Training and certification for government officials, state-owned enterprises and the private sector: from PPP foundations and project finance to regional government capacity.',
      },
      mainPrograms: { title: 'Main Programs', intro: 'Our flagship programs, designed with practitioners and updated every year.' },
      otherPrograms: { title: 'Other Programs', intro: 'Short thematic classes that deepen a specific skill, in the classroom or online.' },
      eventHighlight: { title: 'Educational Events', intro: 'Webinars and workshops open to everyone, from our education team.' },
    },
  }
  for (const locale of ['id', 'en'] as const) {
    const { hero, ...sections } = texts[locale]
    await payload.updateGlobal({ slug: 'education-page', locale, data: { hero: { ...hero, image }, ...sections }, overrideAccess: true, req })
  }
}

/** The education page's texts and its programs in both languages. */
export async function seedEducation(payload: Payload, req: PayloadRequest, topicIds: TTopicIds): Promise<void> {
  const alt = { id: 'Sampul program edukasi', en: 'Education program cover' }
  const covers = [
    await seedCover(payload, req, 0, 'Edukasi', alt),
    await seedCover(payload, req, 1, 'Pelatihan', alt),
    await seedCover(payload, req, 2, 'Sertifikasi', alt),
  ]
  for (const [index, program] of EDUCATION_PROGRAMS.entries()) {
    await seedProgram(payload, req, program, covers[index % covers.length], topicIds)
  }
  await seedEducationPage(payload, req, covers[0])
}
