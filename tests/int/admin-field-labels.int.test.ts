import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { isBilingualLabel, labelSpots } from '../../backend/admin/field-labels/walk-fields'
import { getTestPayload } from './setup/payload'

/** Every field, tab and group the admin shows whose label is missing or in English only ("Payment Status"). */
function unlabelled(owner: string, fields: Field[]): string[] {
  return labelSpots(fields)
    .filter((spot) => !spot.hidden && !isBilingualLabel(spot.label))
    .map((spot) => `${owner} ${spot.path}: ${JSON.stringify(spot.label) ?? 'no label'}`)
}

/** Help texts under fields and tabs written in English only (a description with no line in descriptions.ts). */
function englishHelp(owner: string, fields: Field[]): string[] {
  return labelSpots(fields)
    .filter((spot) => !spot.hidden && typeof spot.description === 'string')
    .map((spot) => `${owner} ${spot.path}: ${spot.description as string}`)
}

describe('admin field labels (decision 030)', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('labels every field staff see in a collection in Indonesian and English, Payload\'s own fields included', () => {
    const shown = payload.config.collections.filter((collection) => collection.admin.hidden !== true)
    expect(shown.map((collection) => collection.slug)).toContain('payload-jobs')
    expect(shown.flatMap((collection) => unlabelled(collection.slug, collection.fields))).toEqual([])
  })

  it('gives every help text under a field or tab both languages', () => {
    const shown = payload.config.collections.filter((collection) => collection.admin.hidden !== true)
    expect(shown.flatMap((collection) => englishHelp(collection.slug, collection.fields))).toEqual([])
    expect(payload.config.globals.flatMap((global) => englishHelp(global.slug, global.fields))).toEqual([])
  })

  it('labels every field of every global in both languages', () => {
    expect(payload.config.globals.flatMap((global) => unlabelled(global.slug, global.fields))).toEqual([])
  })

  it('keeps a label a field sets itself and takes a collection\'s own word over the shared dictionary', () => {
    const fields = (slug: string) => payload.config.collections.find((collection) => collection.slug === slug)!.fields
    const field = (slug: string, name: string) => fields(slug).find((candidate) => 'name' in candidate && candidate.name === name) as { label: unknown }
    expect(field('cp3p-registrations', 'paymentStatus').label).toEqual({ id: 'Status pembayaran', en: 'Payment status' })
    expect(field('cp3p-registrations', 'provider').label).toEqual({ id: 'Penyedia pembayaran', en: 'Payment provider' })
    expect(field('courses', 'provider').label).toEqual({ id: 'Penyelenggara', en: 'Provider' })
    expect(labelSpots(fields('course-lectures')).find((spot) => spot.path.endsWith('alt'))?.label).toEqual({ en: 'Alternative text', id: 'Teks alternatif' })
  })

  it('shows the payment status a staff member sets in their language, keeping the stored value', () => {
    const registrations = payload.config.collections.find((collection) => collection.slug === 'cp3p-registrations')!
    const paymentStatus = registrations.fields.find((field) => 'name' in field && field.name === 'paymentStatus') as { options: unknown[] }
    expect(paymentStatus.options).toEqual([
      { value: 'unpaid', label: { id: 'Belum dibayar', en: 'Unpaid' } },
      { value: 'waiting-verification', label: { id: 'Menunggu verifikasi', en: 'Waiting for verification' } },
      { value: 'paid', label: { id: 'Lunas', en: 'Paid' } },
      { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
    ])
  })
})
