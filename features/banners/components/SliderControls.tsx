'use client'
import type { TSlide, TSliderLabels } from '../slider-labels'
import styles from './banners.module.css'

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** Previous / next, one labelled dot per slide, and the pause button (only while slides move by themselves). */
export function SliderControls(props: {
  slides: Pick<TSlide, 'id' | 'labels'>[]
  labels: TSliderLabels
  index: number
  onGo: (index: number) => void
  canPause: boolean
  playing: boolean
  onTogglePlaying: () => void
}) {
  const { slides, labels, index, onGo, canPause, playing, onTogglePlaying } = props
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.arrow} aria-label={labels.previous} onClick={() => onGo(index - 1)}>
        <Chevron />
      </button>
      <div className={styles.dots} role="group" aria-label={labels.choose}>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={slide.labels.goTo}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onGo(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => onGo(index + 1)}>
        <Chevron flip />
      </button>
      {canPause && (
        <button type="button" className={styles.arrow} aria-label={playing ? labels.pause : labels.play} onClick={onTogglePlaying}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
          </svg>
        </button>
      )}
    </div>
  )
}
