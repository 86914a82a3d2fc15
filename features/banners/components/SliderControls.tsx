'use client'
import { useTranslations } from 'next-intl'
import type { TSlide } from './BannerSlider'
import styles from './banners.module.css'

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** Previous / next, one labelled dot per slide, and the pause button (only while slides move by themselves). */
export function SliderControls(props: {
  slides: Pick<TSlide, 'id' | 'title'>[]
  index: number
  onGo: (index: number) => void
  canPause: boolean
  playing: boolean
  onTogglePlaying: () => void
}) {
  const { slides, index, onGo, canPause, playing, onTogglePlaying } = props
  const t = useTranslations('banners.slider')
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.arrow} aria-label={t('previous')} onClick={() => onGo(index - 1)}>
        <Chevron />
      </button>
      <div className={styles.dots} role="group" aria-label={t('choose')}>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={t('goTo', { number: i + 1, title: slide.title })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onGo(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.arrow} aria-label={t('next')} onClick={() => onGo(index + 1)}>
        <Chevron flip />
      </button>
      {canPause && (
        <button type="button" className={styles.arrow} aria-label={playing ? t('pause') : t('play')} onClick={onTogglePlaying}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
          </svg>
        </button>
      )}
    </div>
  )
}
