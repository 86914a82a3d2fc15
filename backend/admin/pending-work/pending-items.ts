import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { userIsAdmin } from '../../access/is-admin'
import { userIsStaff } from '../../access/is-staff'
import type { TBilingual } from '../navigation/types'

/** A registration is new for this long after it was made (docs/decisions/026). */
export const NEW_REGISTRATION_DAYS = 7

/** One condition per field, so the same filter is the Local API query and the list view's ?where= link. */
type TFilter = Record<string, { equals?: string; not_equals?: string; greater_than?: string }>

export type TPendingItem = {
  key: string
  collection: CollectionSlug
  filter: TFilter
  label: TBilingual
  /** The same roles as the collection's read access: nobody is shown a count of rows they cannot open. */
  visibleTo: (user: PayloadRequest['user']) => boolean
}

/** The start of the hour NEW_REGISTRATION_DAYS ago: the link stays the same for an hour. */
export function newSince(now: Date): string {
  const since = new Date(now.getTime() - NEW_REGISTRATION_DAYS * 24 * 60 * 60 * 1000)
  since.setUTCMinutes(0, 0, 0)
  return since.toISOString()
}

export function pendingItems(now: Date): TPendingItem[] {
  const since = newSince(now)
  return [
    {
      key: 'cp3p-proofs',
      collection: 'cp3p-registrations',
      filter: { paymentStatus: { equals: 'waiting-verification' } },
      label: { id: 'Bukti bayar CP3P menunggu verifikasi', en: 'CP3P payment proofs waiting for verification' },
      visibleTo: userIsAdmin,
    },
    {
      key: 'cp3p-new',
      collection: 'cp3p-registrations',
      filter: { createdAt: { greater_than: since } },
      label: { id: `Pendaftaran CP3P baru (${NEW_REGISTRATION_DAYS} hari)`, en: `New CP3P registrations (${NEW_REGISTRATION_DAYS} days)` },
      visibleTo: userIsAdmin,
    },
    {
      key: 'event-new',
      collection: 'event-registrations',
      filter: { createdAt: { greater_than: since } },
      label: { id: `Pendaftaran acara baru (${NEW_REGISTRATION_DAYS} hari)`, en: `New event registrations (${NEW_REGISTRATION_DAYS} days)` },
      visibleTo: userIsStaff,
    },
    {
      key: 'cp3p-inhouse',
      collection: 'cp3p-inhouse-requests',
      filter: { handled: { not_equals: 'true' } },
      label: { id: 'Permintaan in-house CP3P belum ditangani', en: 'CP3P in-house requests not yet handled' },
      visibleTo: userIsAdmin,
    },
  ]
}

export function toWhere(filter: TFilter): Where {
  return filter as Where
}

/** The admin list of `collection` filtered as `filter`, e.g. /admin/collections/x?where[status][equals]=y. */
export function listHref(adminRoute: string, collection: string, filter: TFilter): string {
  const query = Object.entries(filter).flatMap(([field, conditions]) =>
    Object.entries(conditions).map(([operator, value]) => `where[${field}][${operator}]=${encodeURIComponent(String(value))}`),
  )
  return `${adminRoute}/collections/${collection}${query.length ? `?${query.join('&')}` : ''}`
}
