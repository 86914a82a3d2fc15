import { z } from 'zod'

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
