import { z } from 'zod'
import { urlChoice, urlText } from '@/lib/listing/page-query'
import { ZProgramSort } from '@/lib/contracts/education/api-params'

/** The other programs' filters in the /education URL (?search=&sort=), so a search can be shared; bad values are dropped. */
export const ZEducationPageQuery = z.object({
  sort: urlChoice(ZProgramSort, 'order'),
  search: urlText(),
})
export type TEducationPageQuery = z.infer<typeof ZEducationPageQuery>
