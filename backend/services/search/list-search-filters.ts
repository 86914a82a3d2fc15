import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TSearchFilterOptions } from '../../../lib/contracts/search/responses'

/** The search page's filter options (spec section 7, /search/master/filter): only values the index holds. */
export async function listSearchFilters(payload: Payload, locale: Locale): Promise<TSearchFilterOptions> {
  const where = { locale: { equals: locale } }
  const [modules, years, topics] = await Promise.all([
    payload.findDistinct({ collection: 'search-entries', field: 'module', where, sort: 'module', overrideAccess: true }),
    payload.findDistinct({ collection: 'search-entries', field: 'year', where, sort: '-year', overrideAccess: true }),
    payload.find({ collection: 'topics', sort: 'title', pagination: false, depth: 0, locale, overrideAccess: false }),
  ])
  return {
    types: modules.values.map((row) => row.module).filter((value): value is string => !!value),
    years: years.values.map((row) => row.year).filter((value): value is number => typeof value === 'number'),
    topics: topics.docs.map((topic) => ({ id: topic.id, title: topic.title })),
  }
}
