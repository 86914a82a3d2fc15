'use client'
import type { TNewsletter } from '@/backend/services/outreach/shapes'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TPaging } from '@/lib/paging/paging'

/** One "load more" page of the newsletter archive from the browser; throws so react-query can offer a retry. */
export async function loadNewsletterPage(locale: Locale, paging: TPaging): Promise<TNewsletter[]> {
  const response = await (await lazyBrowserApi(locale)).get<TApiEnvelope<{ newsletters: TNewsletter[] }>>('/static/cop-archive-newsletter', {
    params: { skip: paging.skip, take: paging.take },
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.data?.newsletters ?? []
}
