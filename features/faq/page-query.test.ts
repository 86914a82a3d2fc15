import { describe, expect, it } from 'vitest'
import { selectedCategory, ZFaqPageQuery } from './page-query'

describe('FAQ page query', () => {
  it('keeps a well-formed category and drops anything else', () => {
    expect(ZFaqPageQuery.parse({ category: 'online-course' })).toEqual({ category: 'online-course' })
    expect(ZFaqPageQuery.parse({ category: ['events', 'account'] })).toEqual({ category: 'events' })
    expect(ZFaqPageQuery.parse({ category: '<script>' })).toEqual({ category: undefined })
    expect(ZFaqPageQuery.parse({})).toEqual({ category: undefined })
  })

  it('opens the asked category when it exists, else the first', () => {
    expect(selectedCategory(['account', 'events'], 'events')).toBe('events')
    expect(selectedCategory(['account', 'events'], 'missing')).toBe('account')
    expect(selectedCategory([], 'events')).toBeUndefined()
  })
})
