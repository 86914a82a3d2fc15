// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leavesShownPage, PROGRESS_EVENT, shownUrlOf, type TProgressSignal } from './progress-signal'
import { useProgressNavigation } from './use-progress-navigation'

describe('useProgressNavigation (a router.push shows the route progress bar)', () => {
  let signals: TProgressSignal[]
  const listen = (event: Event) => signals.push((event as CustomEvent<TProgressSignal>).detail)
  beforeEach(() => {
    signals = []
    window.addEventListener(PROGRESS_EVENT, listen)
  })
  afterEach(() => window.removeEventListener(PROGRESS_EVENT, listen))

  it('starts the bar with the target, then pushes', () => {
    const push = vi.fn()
    const { result } = renderHook(() => useProgressNavigation())
    act(() => result.current.navigate('/search/air?page=1', push))
    expect(push).toHaveBeenCalledTimes(1)
    expect(signals[0]).toEqual({ phase: 'start', target: '/search/air?page=1' })
  })

  it('ends the bar when the navigation ends, not before', async () => {
    let arrive = () => {}
    const navigation = new Promise<void>((done) => (arrive = done))
    const { result } = renderHook(() => useProgressNavigation())
    // As the App Router's push does, the transition stays pending until the new page is there.
    act(() => result.current.navigate('/event?year=2025', () => navigation))
    expect(result.current.pending).toBe(true)
    expect(signals).toEqual([{ phase: 'start', target: '/event?year=2025' }])
    await act(async () => arrive())
    expect(result.current.pending).toBe(false)
    expect(signals.at(-1)).toEqual({ phase: 'end' })
  })

  it('ends the bar when the push changes nothing (same URL, a redirect back)', async () => {
    const { result } = renderHook(() => useProgressNavigation())
    await act(async () => result.current.navigate('/event', () => {}))
    expect(result.current.pending).toBe(false)
    expect(signals).toEqual([{ phase: 'start', target: '/event' }, { phase: 'end' }])
  })

  it('never ends a bar it did not start (mounting during a link navigation)', () => {
    renderHook(() => useProgressNavigation())
    expect(signals).toEqual([])
  })

  it('ends its bar when unmounted mid-navigation', () => {
    const { result, unmount } = renderHook(() => useProgressNavigation())
    act(() => result.current.navigate('/search/x', () => new Promise<void>(() => {})))
    signals = []
    unmount()
    expect(signals).toEqual([{ phase: 'end' }])
  })
})

describe('leavesShownPage', () => {
  const location = { href: 'https://lpi.test/event?year=2024', origin: 'https://lpi.test', pathname: '/event', search: '?year=2024' }

  it('only a push to another path or query starts the bar', () => {
    expect(leavesShownPage({ phase: 'start', target: '/event?year=2025' }, location)).toBe(true)
    expect(leavesShownPage({ phase: 'start', target: '/en/event?year=2024' }, location)).toBe(true)
    expect(leavesShownPage({ phase: 'start', target: '/event?year=2024' }, location)).toBe(false)
    expect(leavesShownPage({ phase: 'start', target: '/event?year=2024#past-event' }, location)).toBe(false)
    expect(leavesShownPage({ phase: 'start', target: 'https://elsewhere.test/event' }, location)).toBe(false)
    expect(leavesShownPage({ phase: 'end' }, location)).toBe(false)
  })

  it('resolves a relative target against the shown page', () => {
    expect(shownUrlOf('?page=2', location)).toBe('/event?page=2')
  })
})
