'use client'
import type { TEventListing } from '@/backend/services/events/list-events'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import type { TEventListingParams } from '../../lib/contracts/events/api-params'
import { EVENT_LISTING_PATHS, type TEventWhen } from '../../lib/contracts/events/listing-options'
import { eventApiParamsOf } from './query-state'

/** One "load more" page of a section from the browser; throws so react-query shows the error and a retry. */
export async function loadEventsPage(
  locale: Locale,
  when: TEventWhen,
  params: TEventListingParams,
  paging: TPaging,
): Promise<TEventListingItem[]> {
  const response = await (await lazyBrowserApi(locale)).get<TEventListing & { success: boolean; message: string }>(EVENT_LISTING_PATHS[when], {
    params: eventApiParamsOf({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.listing
}
