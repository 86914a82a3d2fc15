// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FETCH_DELAY_MS, useDebouncedValue } from './debounced-value'

describe('useDebouncedValue (spec section 9: default fetch delay)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is 200 ms', () => expect(FETCH_DELAY_MS).toBe(200))

  it('settles 200 ms after the last change, not per change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } })
    for (const value of ['k', 'kp', 'kpb', 'kpbu']) {
      rerender({ value })
      act(() => void vi.advanceTimersByTime(150))
      expect(result.current[0]).toBe('')
    }
    act(() => void vi.advanceTimersByTime(49))
    expect(result.current[0]).toBe('')
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current[0]).toBe('kpbu')
  })

  it('flush takes the typed value at once (a submit)', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } })
    rerender({ value: 'air minum' })
    act(() => result.current[1]())
    expect(result.current[0]).toBe('air minum')
  })
})
