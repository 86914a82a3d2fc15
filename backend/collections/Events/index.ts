import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { setYearFromDate } from '../ELibraryItems/set-year'
import { materialsField, speakersField } from './people-fields'
import { placeFields } from './place-fields'
import { registrationFormField } from './registration-form-field'
import { registrationFields, scheduleFields } from './schedule-fields'
import { staffEditedDrafts } from '../../access/staff-content'

/**
 * Webinars, workshops and forums. Published events are public; past or upcoming is decided on the server
 * by the end time against now (backend/services/events). Registrations and attendance are kept in
 * event-registrations (backend/services/event-registration).
 */
export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startDate', 'format', 'eventStatus', '_status'], listSearchableFields: ['title', 'summary'] },
  defaultSort: '-startDate',
  versions: { drafts: true },
  hooks: {
    beforeChange: [setYearFromDate('startDate')],
    afterChange: [revalidateTags(CACHE_TAGS.events), syncSearchAfterChange],
    afterDelete: [revalidateTags(CACHE_TAGS.events), syncSearchAfterDelete],
  },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'Shown on cards and in search results.' } },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      filterOptions: { areas: { contains: 'event' } },
      admin: { description: 'Outreach and Education are topics too: the menu links filter by them.' },
    },
    ...scheduleFields,
    ...placeFields,
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    speakersField,
    materialsField,
    ...registrationFields,
    registrationFormField,
    { name: 'registrationsLink', type: 'ui', admin: { components: { Field: '/backend/admin/RegistrationsLink#RegistrationsLink' } } },
    { name: 'highlight', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
