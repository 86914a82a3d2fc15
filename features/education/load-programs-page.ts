'use client'
import type { TProgramListing } from '@/backend/services/education/list-other-programs'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import type { TProgramListingParams } from '../../lib/contracts/education/api-params'
import { programApiParamsOf } from './query-state'

/** One "load more" page of other programs from the browser; throws so react-query can offer a retry. */
export async function loadProgramsPage(locale: Locale, params: TProgramListingParams, paging: TPaging): Promise<TProgramListingItem[]> {
  const response = await (await lazyBrowserApi(locale)).get<TProgramListing & { success: boolean; message: string }>('/static/education/other-program', {
    params: programApiParamsOf({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.listing
}
