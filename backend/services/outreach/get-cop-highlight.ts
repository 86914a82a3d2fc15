import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { getCopPage } from './get-cop-page'
import { listCopNewsletters } from './list-cop-newsletters'
import type { TCopHighlightText, TNewsletter } from './shapes'

/** The community's teaser for the outreach page, with the latest newsletter issue. */
export type TCopHighlight = TCopHighlightText & { permalink: string; latestNewsletter: TNewsletter | null }

export async function getCopHighlight(payload: Payload, locale: Locale): Promise<TCopHighlight | null> {
  const [page, archive] = await Promise.all([getCopPage(payload, locale), listCopNewsletters(payload, { skip: 0, take: 1 }, locale)])
  if (!page) return null
  return { ...page.highlight, permalink: '/outreach/cop', latestNewsletter: archive.newsletters[0] ?? null }
}
