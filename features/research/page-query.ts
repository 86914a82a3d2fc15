import { z } from 'zod'
import { urlChoice, urlId } from '@/lib/listing/page-query'
import { ZSortBy } from '@/lib/contracts/elibrary/api-params'

/** The research page's filters in its URL (?topic=&year=&sort=); bad values are dropped. */
export const ZResearchPageQuery = z.object({
  topic: urlId(),
  year: urlId(),
  sort: urlChoice(ZSortBy, 'latest'),
})
export type TResearchPageQuery = z.infer<typeof ZResearchPageQuery>
