'use client'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'
import { apiQueryOf } from './url-state'

type TListingBody = { success: boolean; message?: string }

/**
 * One "load more" page from the browser: the listing's params at the paging's skip and take. Throws on a
 * failure so the list shows the error and offers a retry.
 */
export async function loadListingPage<TBody extends TListingBody, TItem>(args: {
  locale: Locale
  path: string
  params: object
  paging: TPaging
  itemsOf: (body: TBody) => TItem[]
}): Promise<TItem[]> {
  const { locale, path, params, paging, itemsOf } = args
  const response = await (await lazyBrowserApi(locale)).get<TBody>(path, {
    params: apiQueryOf({ ...params, skip: paging.skip, take: paging.take }),
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return itemsOf(response.data)
}
