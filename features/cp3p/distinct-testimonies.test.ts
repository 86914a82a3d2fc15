import { describe, expect, it } from 'vitest'
import { distinctTestimonies } from './distinct-testimonies'

describe('distinctTestimonies', () => {
  it('shows an alumnus quoted on several programmes once, keeping the first programme', () => {
    const rows = [
      { name: 'Budi', quote: 'Practical', course: 'A' },
      { name: 'Budi', quote: 'Practical', course: 'B' },
      { name: 'Sari', quote: 'Practical', course: 'B' },
    ]
    expect(distinctTestimonies(rows).map((row) => `${row.name} ${row.course}`)).toEqual(['Budi A', 'Sari B'])
  })
  it('keeps at most the number asked for', () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ name: `N${i}`, quote: 'Q' }))
    expect(distinctTestimonies(rows)).toHaveLength(6)
    expect(distinctTestimonies(rows, 2)).toHaveLength(2)
  })
})
