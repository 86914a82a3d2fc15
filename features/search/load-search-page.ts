'use client'
import type { TSearchHit, TSearchResult } from '@/lib/contracts/search/responses'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import type { TSearchParams } from '../../lib/contracts/search/api-params'
import { searchApiParams } from './query-state'

/** One "load more" page of results; an empty 200 ends the list (spec section 4). Throws so a retry is offered. */
export async function loadSearchPage(locale: Locale, params: TSearchParams, paging: TPaging): Promise<TSearchHit[]> {
  const response = await (await lazyBrowserApi(locale)).get<TSearchResult & { success: boolean; message: string }>('/static/misc/search', {
    params: searchApiParams({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.data
}
