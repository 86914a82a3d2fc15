import { describe, expect, it } from 'vitest'
import { listHref, newSince, pendingItems } from './pending-items'

describe('pending work items', () => {
  it('calls new what was made since the start of the hour seven days ago, so a link holds for an hour', () => {
    expect(newSince(new Date('2026-11-25T18:47:12.345Z'))).toBe('2026-11-18T18:00:00.000Z')
    expect(newSince(new Date('2026-11-25T18:00:00.000Z'))).toBe('2026-11-18T18:00:00.000Z')
  })

  it('links each count to the admin list filtered the same way', () => {
    const [proofs, cp3pNew] = pendingItems(new Date('2026-11-25T18:47:00Z'))
    expect(listHref('/admin', proofs.collection, proofs.filter)).toBe('/admin/collections/cp3p-registrations?where[paymentStatus][equals]=waiting-verification')
    expect(listHref('/admin', cp3pNew.collection, cp3pNew.filter)).toBe(
      '/admin/collections/cp3p-registrations?where[createdAt][greater_than]=2026-11-18T18%3A00%3A00.000Z',
    )
  })

  it('shows payments and in-house requests to admins only, event registrations to all staff', () => {
    const visible = (role: string) => pendingItems(new Date()).filter((item) => item.visibleTo({ role } as never)).map((item) => item.key)
    expect(visible('admin')).toEqual(['cp3p-proofs', 'cp3p-new', 'event-new', 'cp3p-inhouse'])
    expect(visible('lecturer')).toEqual(['event-new'])
    expect(visible('mentor')).toEqual(['event-new'])
    expect(visible('learner')).toEqual([])
  })
})
