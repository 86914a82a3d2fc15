'use client'
import { useTranslations } from 'next-intl'
import { useScrolledPast } from './useScrolledPast'

export function BackToTop() {
  const t = useTranslations('footer')
  const visible = useScrolledPast(400)
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('backToTop')}
      tabIndex={visible ? 0 : -1}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />
      </svg>
    </button>
  )
}
