import type { Payload } from 'payload'
import type { THowItWorksAudience, THowItWorksSteps } from '../../../lib/contracts/how-it-works'
import type { Locale } from '../../../lib/i18n/config'


/** One audience's steps, numbered from 1 (spec: /static/online-course/how-it-works/list?param=). */
export async function listHowItWorksSteps(payload: Payload, audience: THowItWorksAudience, locale: Locale): Promise<THowItWorksSteps> {
  const doc = await payload.findGlobal({ slug: 'how-it-works', locale, depth: 0, overrideAccess: false })
  const group = doc[audience]
  return {
    audience,
    title: group?.title ?? '',
    intro: group?.intro ?? '',
    steps: (group?.steps ?? []).map((step, index) => ({
      number: index + 1,
      title: step.title,
      description: step.description ?? '',
      linkLabel: step.linkLabel ?? '',
      linkUrl: step.linkUrl ?? '',
    })),
  }
}
