import { z } from 'zod'
import { ZProgramSort } from '../../lib/contracts/education/api-params'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** The other programs' filters in the /education URL (?search=&sort=), so a search can be shared; bad values are dropped. */
export const ZEducationPageQuery = z.object({
  sort: z.preprocess(first, ZProgramSort.default('order')).catch('order'),
  search: z.preprocess(first, z.string().trim().max(100).optional()).catch(undefined),
})
export type TEducationPageQuery = z.infer<typeof ZEducationPageQuery>

export { programParamsOf, programQueryStringOf, programApiParamsOf } from './query-state'
