import { describe, expect, it } from 'vitest'
import { swipeDirection, wrapIndex } from './slider-index'

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
    expect(wrapIndex(-4, 3)).toBe(2)
  })

  it('answers 0 when there is nothing to show', () => {
    expect(wrapIndex(2, 0)).toBe(0)
  })
})

describe('swipeDirection', () => {
  it('moves to the next slide on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeDirection(-80)).toBe(1)
    expect(swipeDirection(80)).toBe(-1)
  })

  it('ignores a short drag', () => {
    expect(swipeDirection(20)).toBe(0)
    expect(swipeDirection(-49)).toBe(0)
  })
})
