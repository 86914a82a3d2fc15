import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { CP3P_CACHE_TAG } from '../../../lib/contracts/cp3p/cache-tag'
import { enrolPaidOnCourseChange } from '../../services/cp3p/engine-enrolment'
import { enrollmentFields, learningFields, publicFields } from './programme-fields'

/**
 * A cp3p certification programme (a public course): public detail, enrollment terms and, in tabs, the
 * learning content paid registrants open. The public calls never send the learning tab (backend/services/cp3p).
 */
export const Cp3pProgrammes: CollectionConfig = {
  slug: 'cp3p-programmes',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'dueDateRegistration', 'capacity', 'registeredCount'], listSearchableFields: ['title', 'slug'] },
  defaultSort: 'dueDateRegistration',
  hooks: { afterChange: [enrolPaidOnCourseChange, revalidateTags(CP3P_CACHE_TAG)], afterDelete: [revalidateTags(CP3P_CACHE_TAG)] },
  // Public detail is public; the Learning tab's fields are readable by staff only (field access), so Payload's
  // REST never gives away what paid registrants get through /cp3p/lms.
  // Staff edit the content; a programme's existence and its price are the admin's (docs/decisions/016).
  access: { read: anyone, create: isAdmin, update: isStaff, delete: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: { id: 'Detail publik', en: 'Public detail' }, fields: publicFields },
        { label: { id: 'Pendaftaran', en: 'Enrollment' }, fields: enrollmentFields },
        { label: { id: 'Pembelajaran', en: 'Learning' }, fields: learningFields },
      ],
    },
  ],
}
