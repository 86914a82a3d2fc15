import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import type { TImage } from './shapes'

/**
 * The spec's /static/online-course/how-it-works/list?param= names the audience whose steps are asked:
 * `learner` (sign up, enrol, learn, get certified) or `lecturer` (teach and follow a course).
 */
export const HOW_IT_WORKS_AUDIENCES = ['learner', 'lecturer'] as const
export const ZHowItWorksAudience = z.enum(HOW_IT_WORKS_AUDIENCES)
export type THowItWorksAudience = z.infer<typeof ZHowItWorksAudience>

export const ZHowItWorksListParams = z.object({
  param: z.preprocess((value) => (value === '' ? undefined : value), ZHowItWorksAudience),
})

export type THowItWorksHighlight = { title: string; subtitle: string; image: TImage | null }
export type THowItWorksStep = { number: number; title: string; description: string; linkLabel: string; linkUrl: string }
export type THowItWorksSteps = { audience: THowItWorksAudience; title: string; intro: string; steps: THowItWorksStep[] }

/** Spec section 7: /static/online-course/how-it-works/{highlight, list?param}. */
export const HOW_IT_WORKS_HIGHLIGHT = defineEndpoint<THowItWorksHighlight>()({
  method: 'get',
  path: '/static/online-course/how-it-works/highlight',
  params: z.object({}),
})
export const HOW_IT_WORKS_LIST = defineEndpoint<THowItWorksSteps>()({
  method: 'get',
  path: '/static/online-course/how-it-works/list',
  params: ZHowItWorksListParams,
})
