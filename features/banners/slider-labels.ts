import type { ReactNode } from 'react'

/** The slider's texts (banners.slider), translated where the slider is built, so its client code needs no next-intl. */
export type TSliderLabels = {
  label: string
  carousel: string
  slide: string
  previous: string
  next: string
  choose: string
  pause: string
  play: string
}

/** Each slide's own texts: its position ("2 of 3") and its dot's name ("Show slide 2: Courses"). */
export type TSlideLabels = { position: string; goTo: string }

/** A slide as the slider needs it: `content` is its picture and words, already rendered; `labels` its position and dot's name. */
export type TSlide = { id: number; content: ReactNode; labels: TSlideLabels }

type TSliderKey = keyof TSliderLabels | keyof TSlideLabels
type TTranslate = (key: TSliderKey, values?: Record<string, string | number>) => string

/** `t` reads banners.slider (getTranslations on the server). */
export function sliderLabelsOf(t: TTranslate): TSliderLabels {
  const keys = ['label', 'carousel', 'slide', 'previous', 'next', 'choose', 'pause', 'play'] as const
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as TSliderLabels
}

export function slideLabelsOf(t: TTranslate, titles: string[]): TSlideLabels[] {
  return titles.map((title, i) => ({
    position: t('position', { current: i + 1, total: titles.length }),
    goTo: t('goTo', { number: i + 1, title }),
  }))
}
