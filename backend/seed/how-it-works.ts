import type { Payload, PayloadRequest } from 'payload'
import { HOW_IT_WORKS_TEXTS as TEXTS, LEARNER_STEPS, LECTURER_STEPS, type TStep } from './how-it-works-copy'
import { withRowIds } from './row-ids'
import { seedCover } from './seed-files'

function dataOf(i: 0 | 1, image: number) {
  const steps = (list: TStep[]) =>
    list.map((step) => ({ title: step.title[i], description: step.description[i], linkLabel: step.link?.label[i], linkUrl: step.link?.url }))
  return {
    highlight: { title: TEXTS.highlight.title[i], subtitle: TEXTS.highlight.subtitle[i], image },
    learner: { title: TEXTS.learner.title[i], intro: TEXTS.learner.intro[i], steps: steps(LEARNER_STEPS) },
    lecturer: { title: TEXTS.lecturer.title[i], intro: TEXTS.lecturer.intro[i], steps: steps(LECTURER_STEPS) },
  }
}

/** How the learning portal works for learners and lecturers, in both languages. */
export async function seedHowItWorks(payload: Payload, req: PayloadRequest): Promise<void> {
  const image = await seedCover(payload, req, 0, 'Cara Kerja', { id: 'Sampul cara kerja portal belajar', en: 'Learning portal how-it-works cover' })
  const saved = await payload.updateGlobal({ slug: 'how-it-works', locale: 'id', data: dataOf(0, image), depth: 0, overrideAccess: true, req })
  await payload.updateGlobal({ slug: 'how-it-works', locale: 'en', data: withRowIds(dataOf(1, image), saved), overrideAccess: true, req })
}
