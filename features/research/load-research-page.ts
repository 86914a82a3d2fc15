'use client'
import type { TResearchListing } from '@/backend/services/research/list-research'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import type { TResearchListingParams } from '../../lib/contracts/research/api-params'
import { researchApiParamsOf } from './query-state'

/** One "load more" page of research from the browser; throws so react-query can offer a retry. */
export async function loadResearchPage(
  locale: Locale,
  params: TResearchListingParams,
  paging: TPaging,
): Promise<TResearchListingItem[]> {
  const response = await (await lazyBrowserApi(locale)).get<TResearchListing & { success: boolean; message: string }>('/static/research', {
    params: researchApiParamsOf({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.research
}
