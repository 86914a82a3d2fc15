'use client'
import type { TELibraryListing } from '@/backend/services/elibrary/list-elibrary-items'
import type { TELibraryListingItem } from '@/backend/services/shapes'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import type { TELibraryListingParams } from '../../lib/contracts/elibrary/api-params'
import { apiParamsOf } from './query-state'

/** One "load more" page from the browser; throws so react-query shows the error and offers a retry. */
export async function loadELibraryPage(
  locale: Locale,
  params: TELibraryListingParams,
  paging: TPaging,
): Promise<TELibraryListingItem[]> {
  const response = await (await lazyBrowserApi(locale)).get<TELibraryListing & { success: boolean; message: string }>('/static/e-library', {
    params: apiParamsOf({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.listing
}
