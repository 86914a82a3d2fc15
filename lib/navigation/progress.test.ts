import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgressController, estimatedProgress, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, type TProgressState } from './progress'

describe('route progress bar', () => {
  let states: TProgressState[]
  const last = () => states.at(-1)

  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('uses the spec constants: 200 ms throttle, 5000 ms duration', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200)
    expect(PROGRESS_DURATION_MS).toBe(5000)
  })

  it('never shows for a navigation that ends within the throttle', () => {
    const bar = createProgressController((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(10_000)
    expect(states).toEqual([])
  })

  it('shows after 200 ms, moves toward the end over the 5000 ms estimate, fills and hides at the end', () => {
    const bar = createProgressController((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(200)
    expect(last()?.visible).toBe(true)
    const early = last()!.progress
    vi.advanceTimersByTime(4800)
    const atDuration = last()!.progress
    expect(atDuration).toBeGreaterThan(early)
    expect(atDuration).toBeCloseTo(estimatedProgress(5000, 5000), 2)
    vi.advanceTimersByTime(9_000)
    expect(last()!.progress).toBeLessThan(1)
    bar.finish()
    expect(last()).toEqual({ visible: true, progress: 1 })
    vi.advanceTimersByTime(1000)
    expect(last()).toEqual({ visible: false, progress: 0 })
    bar.dispose()
  })

  it('gives up after three times the duration when the URL never changes', () => {
    const bar = createProgressController((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(15_000)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(400)
    expect(last()).toEqual({ visible: false, progress: 0 })
  })

  it('another click during a navigation keeps the bar and its estimate going', () => {
    const bar = createProgressController((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(150)
    bar.start()
    vi.advanceTimersByTime(50)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(1000)
    const before = last()!.progress
    bar.start()
    vi.advanceTimersByTime(100)
    expect(last()!.progress).toBeGreaterThan(before)
    bar.dispose()
  })

  it('a navigation starting while the full bar of the last one hides shows at once, from the start', () => {
    const bar = createProgressController((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(1000)
    bar.finish()
    bar.start()
    expect(last()).toEqual({ visible: true, progress: estimatedProgress(0, PROGRESS_DURATION_MS) })
    vi.advanceTimersByTime(1000)
    expect(last()?.visible).toBe(true)
    bar.dispose()
  })

  it('the estimate grows, is about 70 % at the duration and never reaches 100 %', () => {
    expect(estimatedProgress(0, 5000)).toBe(0)
    expect(estimatedProgress(1000, 5000)).toBeLessThan(estimatedProgress(2000, 5000))
    expect(estimatedProgress(5000, 5000)).toBeCloseTo(0.705, 2)
    expect(estimatedProgress(1e9, 5000)).toBeLessThan(1)
  })
})
