import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { labelFields } from '.'
import { labelSpots } from './walk-fields'

const own = { id: 'Label sendiri', en: 'Own label' }

describe('labelFields', () => {
  const fields = labelFields(
    [
      { name: 'title', type: 'text', label: own },
      { name: 'startDate', type: 'date', label: 'Start' },
      { type: 'row', fields: [{ name: 'summary', type: 'textarea' }] },
      { type: 'tabs', tabs: [{ label: 'Status', fields: [{ name: 'items', type: 'array', fields: [{ name: 'url', type: 'text' }] }] }] },
      { name: 'body', type: 'blocks', blocks: [{ slug: 'quote', fields: [{ name: 'quote', type: 'text' }] }] },
      { name: 'provider', type: 'text' },
    ] as Field[],
    'cp3p-registrations',
  )
  const labels = Object.fromEntries(labelSpots(fields).map((spot) => [spot.path, spot.label]))

  it('keeps a label the field sets in both languages and replaces an English-only one', () => {
    expect(labels.title).toEqual(own)
    expect(labels.startDate).toEqual({ id: 'Tanggal mulai', en: 'Start date' })
  })

  it('labels fields inside rows, tabs, arrays and blocks by their names', () => {
    expect(labels.summary).toEqual({ id: 'Ringkasan', en: 'Summary' })
    expect(labels['items.url']).toEqual({ id: 'URL', en: 'URL' })
    expect(labels['body.quote.quote']).toEqual({ id: 'Kutipan', en: 'Quote' })
  })

  it("takes the collection's own word over the shared one, for fields and unnamed tabs alike", () => {
    expect(labels.provider).toEqual({ id: 'Penyedia pembayaran', en: 'Payment provider' })
    expect(labelFields([{ type: 'tabs', tabs: [{ label: 'Status', fields: [] }] }] as Field[], 'payload-jobs')[0]).toMatchObject({
      tabs: [{ label: { id: 'Status', en: 'Status' } }],
    })
  })
})
