import { z } from 'zod'
import { urlChoice, urlId, urlSlug } from '@/lib/listing/page-query'
import { ZSearchSort } from '@/lib/contracts/search/api-params'

/** The search page's filters as they live in its URL (?type=&topic=&year=&sort=); bad values are dropped. */
export const ZSearchPageQuery = z.object({
  type: urlSlug(),
  topic: urlId(),
  year: urlId(),
  sort: urlChoice(ZSearchSort, 'relevance'),
})
export type TSearchPageQuery = z.infer<typeof ZSearchPageQuery>
