'use client'
import { useScrolledPast } from './useScrolledPast'

/** `label`: footer.backToTop, translated on the server. */
export function BackToTop({ label }: { label: string }) {
  const visible = useScrolledPast(400)
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />
      </svg>
    </button>
  )
}
