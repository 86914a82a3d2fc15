'use client'
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { TSlide, TSliderLabels } from '../slider-labels'
import { swipeDirection, wrapIndex } from '../slider-index'
import { useAutoAdvance, usePrefersReducedMotion } from '../use-auto-advance'
import styles from './banners.module.css'
import { SliderControls } from './SliderControls'

export const SLIDE_INTERVAL_MS = 6_000

/**
 * The home slider (WAI-ARIA carousel pattern). The server renders the first slide, its picture preloaded; slides
 * move by themselves unless the visitor hovers or focuses the slider, presses pause, or prefers reduced motion.
 * Each slide's picture and words come rendered by the server (`content`, HomeSlider), so the browser downloads no
 * image or link code for them.
 */
export function BannerSlider(props: { slides: TSlide[]; labels: TSliderLabels; intervalMs?: number }) {
  const { slides, labels, intervalMs = SLIDE_INTERVAL_MS } = props
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const swipeStart = useRef<number | null>(null)
  const go = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count])
  const canRotate = count > 1 && !reducedMotion
  const rotating = canRotate && playing && !hovered && !focused
  useAutoAdvance(rotating, intervalMs, () => setIndex((current) => wrapIndex(current + 1, count)))

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null) go(index + swipeDirection(event.clientX - swipeStart.current))
    swipeStart.current = null
  }

  if (count === 0) return null
  return (
    <section
      className={styles.slider}
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => (swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX)}
      onPointerUp={onPointerUp}
    >
      {/* Announce a change the visitor made; stay silent while slides move by themselves. */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={slide.labels.position}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            data-testid="banner-slide"
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <SliderControls
          slides={slides}
          labels={labels}
          index={index}
          onGo={go}
          canPause={canRotate}
          playing={playing}
          onTogglePlaying={() => setPlaying((value) => !value)}
        />
      )}
    </section>
  )
}
