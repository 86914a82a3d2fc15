'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Alert, type TAlert } from '@/features/account/components/Alert'
import form from '@/features/account/components/account.module.css'
import type { Locale } from '@/lib/i18n/config'
import { cp3pApi } from '../client-api'
import styles from './cp3p.module.css'

/** The feedback post: 1–5 stars per question (radio groups, keyboard-friendly) and free text; sent once. */
export function FeedbackForm({ courseId, questions }: { courseId: number; questions: { id: string; title: string }[] }) {
  const t = useTranslations('cp3p')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [stars, setStars] = useState<Record<string, number>>({})
  const [others, setOthers] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const missing = questions.filter((q) => !stars[q.id])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (missing.length) return
    setBusy(true)
    const result = await cp3pApi(locale).feedback(courseId, questions.map((q) => ({ id: q.id, star: stars[q.id] })), others)
    setBusy(false)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok) router.refresh()
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p>{t('feedbackIntro')}</p>
      {questions.map((question) => {
        const error = touched && !stars[question.id] ? t('ratingRequired', { label: question.title }) : null
        return (
          <fieldset key={question.id} className={styles.rating} aria-describedby={error ? `rating-${question.id}-error` : undefined}>
            <legend>{question.title}</legend>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value}>
                <input type="radio" name={`rating-${question.id}`} value={value} checked={stars[question.id] === value} onChange={() => setStars({ ...stars, [question.id]: value })} />
                <span aria-hidden="true">{'★'.repeat(value)}</span>
                <span className="visually-hidden">{t('stars', { count: value })}</span>
              </label>
            ))}
            {error && (
              <p id={`rating-${question.id}-error`} className={form.error}>
                {error}
              </p>
            )}
          </fieldset>
        )
      })}
      <div className={form.field}>
        <label htmlFor="cp3p-others">{t('others')}</label>
        <textarea id="cp3p-others" rows={4} maxLength={2000} value={others} onChange={(event) => setOthers(event.target.value)} />
      </div>
      <Alert alert={alert} onClose={() => setAlert(null)} />
      <div className={form.actions}>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {t('submitFeedback')}
        </button>
      </div>
    </form>
  )
}
