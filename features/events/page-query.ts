import { z } from 'zod'
import { urlChoice, urlId, urlText } from '@/lib/listing/page-query'
import { ZEventSortBy } from '@/lib/contracts/events/api-params'

/**
 * The events page's filters in its URL (?topic=&year=&sort=&search=), shared by the upcoming and past
 * sections. The menu links use ?topic=<id> (Outreach, Education). Bad values are dropped, not fatal.
 */
export const ZEventPageQuery = z.object({
  topic: urlId(),
  year: urlId(),
  sort: urlChoice(ZEventSortBy, 'nearest'),
  search: urlText(),
})
export type TEventPageQuery = z.infer<typeof ZEventPageQuery>
