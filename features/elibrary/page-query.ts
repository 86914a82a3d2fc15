import { z } from 'zod'
import { urlChoice, urlId, urlText } from '@/lib/listing/page-query'
import { ZSortBy } from '@/lib/contracts/elibrary/api-params'

/**
 * The listing's filters as they live in the page URL (?topic=&type=&year=&sort=&search=), so a filtered
 * listing can be shared and reloaded. The menu's links use ?type=<id>. Bad values are dropped, not fatal.
 */
export const ZELibraryPageQuery = z.object({
  topic: urlId(),
  type: urlId(),
  year: urlId(),
  sort: urlChoice(ZSortBy, 'latest'),
  search: urlText(),
})
export type TELibraryPageQuery = z.infer<typeof ZELibraryPageQuery>
