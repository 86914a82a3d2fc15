// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createTranslator, NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TBanner } from '@/lib/contracts/banners/endpoints'
import banners from '@/messages/en/banners.json'
import { slideLabelsOf, sliderLabelsOf } from '../slider-labels'
import { BannerSlider, SLIDE_INTERVAL_MS } from './BannerSlider'
import { SlideContent } from './SlideContent'

const slide = (id: number, title: string, link = ''): TBanner => ({
  id,
  placement: 'home-slider',
  title,
  subtitle: `About ${title}`,
  image: { url: `/api/media/file/slide-${id}.png`, alt: `Picture of ${title}`, width: 1600, height: 600 },
  link,
  linkLabel: link ? `Open ${title}` : '',
  order: id,
})

const SLIDES = [slide(1, 'Certification', '/cp3p'), slide(2, 'Courses', 'https://example.org/courses'), slide(3, 'Research')]

function setReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }))
}

// The labels as HomeSlider makes them on the server.
const t = createTranslator({ locale: 'en', messages: { banners }, namespace: 'banners.slider' })

function renderSlider(slides = SLIDES) {
  const slideLabels = slideLabelsOf(t, slides.map((item) => item.title))
  render(
    // The provider is the server's, for the slide content's links; the slider itself reads no messages.
    <NextIntlClientProvider locale="en" messages={{ banners }}>
      {/* Each slide's content as HomeSlider hands it over, rendered by the server. */}
      <BannerSlider
        labels={sliderLabelsOf(t)}
        slides={slides.map((item, i) => ({
          id: item.id,
          labels: slideLabels[i]!,
          // eslint-disable-next-line @next/next/no-img-element -- a stand-in for the server's picture
          content: <SlideContent slide={item} picture={item.image && <img src={item.image.url} alt={item.image.alt} />} />,
        }))}
      />
    </NextIntlClientProvider>,
  )
}

/** The title of the one slide a visitor (and a screen reader) can see. */
const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  setReducedMotion(false)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('BannerSlider', () => {
  it('shows the first slide, its position and picture, and hides the others from assistive technology', () => {
    renderSlider()
    expect(visibleTitle()).toBe('Certification')
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy()
    expect(screen.getByAltText('Picture of Certification')).toBeTruthy()
    expect(screen.getAllByTestId('banner-slide').map((el) => el.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true'])
    expect(screen.getByRole('link', { name: 'Open Certification' }).getAttribute('href')).toBe('/en/cp3p')
  })

  it('moves with next and previous, wrapping at both ends', () => {
    renderSlider()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleTitle()).toBe('Courses')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(visibleTitle()).toBe('Research')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleTitle()).toBe('Certification')
  })

  it('jumps to a slide with its labelled dot and marks that dot current', () => {
    renderSlider()
    const dot = screen.getByRole('button', { name: 'Show slide 3: Research' })
    fireEvent.click(dot)
    expect(visibleTitle()).toBe('Research')
    expect(dot.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Show slide 1: Certification' }).getAttribute('aria-current')).toBeNull()
  })

  it('moves with the arrow keys and says an external link opens a new tab', () => {
    renderSlider()
    fireEvent.keyDown(screen.getByRole('region', { name: 'Highlights' }), { key: 'ArrowRight' })
    expect(visibleTitle()).toBe('Courses')
    const external = screen.getByRole('link', { name: /Open Courses/ })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.textContent).toContain(banners.opensNewTab)
    fireEvent.keyDown(screen.getByRole('region', { name: 'Highlights' }), { key: 'ArrowLeft' })
    expect(visibleTitle()).toBe('Certification')
  })

  it('advances by itself and pauses while hovered or focused', () => {
    renderSlider()
    advance(SLIDE_INTERVAL_MS)
    expect(visibleTitle()).toBe('Courses')
    const region = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.mouseEnter(region)
    advance(SLIDE_INTERVAL_MS * 3)
    expect(visibleTitle()).toBe('Courses')
    fireEvent.mouseLeave(region)
    advance(SLIDE_INTERVAL_MS)
    expect(visibleTitle()).toBe('Research')
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    advance(SLIDE_INTERVAL_MS * 3)
    expect(visibleTitle()).toBe('Research')
  })

  it('stops and restarts with the pause button', () => {
    renderSlider()
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slides' }))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    advance(SLIDE_INTERVAL_MS * 3)
    expect(visibleTitle()).toBe('Certification')
    fireEvent.click(screen.getByRole('button', { name: 'Play automatic slides' }))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    advance(SLIDE_INTERVAL_MS)
    expect(visibleTitle()).toBe('Courses')
  })

  it('never moves by itself when the visitor prefers reduced motion', () => {
    setReducedMotion(true)
    renderSlider()
    advance(SLIDE_INTERVAL_MS * 3)
    expect(visibleTitle()).toBe('Certification')
    expect(screen.queryByRole('button', { name: 'Pause automatic slides' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleTitle()).toBe('Courses')
  })

  it('shows a single slide without controls and nothing without slides', () => {
    renderSlider([SLIDES[0]])
    expect(visibleTitle()).toBe('Certification')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    renderSlider([])
    expect(screen.queryByRole('region')).toBeNull()
  })
})
