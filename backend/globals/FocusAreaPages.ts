import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { areaIconFields } from '../fields/area-icon'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedDraftGlobal } from '../access/staff-content'

/**
 * Expertise and advocacy are the same kind of page: an intro, a list of areas (icon or picture, title, text)
 * and a closing call to action. One factory keeps the two globals, and their API answers, identical in shape.
 */
function focusAreaPage(slug: 'expertise-page' | 'advocacy-page', table: string): GlobalConfig {
  return {
    slug,
    versions: { drafts: true },
    hooks: { afterChange: [revalidateTags(CACHE_TAGS.focusAreas)] },
    access: staffEditedDraftGlobal,
    fields: [
      { name: 'headline', type: 'text', localized: true },
      { name: 'intro', type: 'textarea', localized: true },
      {
        name: 'areas',
        type: 'array',
        dbName: `${table}_areas`,
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'text', type: 'textarea', localized: true },
          ...areaIconFields,
        ],
      },
      {
        name: 'cta',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'text', type: 'textarea', localized: true },
          { name: 'linkLabel', type: 'text', localized: true },
          { name: 'link', type: 'text', admin: { description: 'An internal route (e.g. /research) or an https:// address' } },
        ],
      },
    ],
  }
}

export const ExpertisePage = focusAreaPage('expertise-page', 'expertise')
export const AdvocacyPage = focusAreaPage('advocacy-page', 'advocacy')
