import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toResearchListingItem, type TResearchListingItem } from './shapes'

export type TResearchPick = 'highlight' | 'ongoing'

const PICKS: Record<TResearchPick, Where> = {
  highlight: { highlight: { equals: true } },
  ongoing: { progress: { equals: 'on-going' } },
}

/** The latest published research flagged highlight, or the latest on-going research. */
export async function listResearchPicks(
  payload: Payload,
  pick: TResearchPick,
  take: number,
  locale: Locale,
): Promise<TResearchListingItem[]> {
  const found = await payload.find({
    collection: 'research',
    where: { and: [{ _status: { equals: 'published' } }, PICKS[pick]] },
    sort: ['-year', '-id'],
    limit: take,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return found.docs.map(toResearchListingItem)
}
