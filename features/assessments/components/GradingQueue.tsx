'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { TGradingItem } from '@/backend/services/assessments/grading-queue'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi } from '../client-api'
import styles from './assessments.module.css'

function GradeForm({ item, onGraded }: { item: TGradingItem; onGraded: (message: string) => void }) {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments.grading')
  const [points, setPoints] = useState('')
  const [feedback, setFeedback] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const id = `grade-${item.answerId}`
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const value = Number(points)
    if (points.trim() === '' || !Number.isFinite(value) || value < 0 || value > item.maxPoints) return setError(t('pointsInvalid', { max: item.maxPoints }))
    setBusy(true)
    setError('')
    const result = await assessmentApi(locale).gradeEssay({ answerId: item.answerId, points: value, feedback: feedback.trim() || undefined })
    setBusy(false)
    if (!result.ok || !result.data) return setError(result.message || t('pointsInvalid', { max: item.maxPoints }))
    onGraded(t('saved', { score: result.data.score }))
  }
  return (
    <form className={styles.panel} onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-points`}>{t('points', { max: item.maxPoints })}</label>
        <input id={`${id}-points`} type="number" inputMode="decimal" min={0} max={item.maxPoints} step="any" value={points} onChange={(event) => setPoints(event.target.value)} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-feedback`}>{t('feedback')}</label>
        <textarea id={`${id}-feedback`} rows={3} maxLength={5000} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="grading-save">
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  )
}

/** Ungraded essays of the courses the member teaches, each with its grading form; a graded one leaves the list. */
export function GradingQueue() {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const [items, setItems] = useState<TGradingItem[] | null>(null)
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')
  useEffect(() => {
    void assessmentApi(locale)
      .gradingQueue()
      .then((result) => (result.ok && result.data ? setItems(result.data.items) : setError(result.message || t('common.error'))))
  }, [locale, t])
  if (error) return <p className={styles.error} role="alert">{error}</p>
  if (!items) return <p aria-busy="true">{t('common.loading')}</p>
  return (
    <section className={styles.panel} data-testid="grading-queue">
      <p className={styles.muted}>{t('grading.intro')}</p>
      <p className={status ? styles.notice : 'visually-hidden'} role="status" data-testid="grading-status">
        {status}
      </p>
      {items.length === 0 && <p className={styles.notice}>{t('grading.empty')}</p>}
      {items.map((item) => (
        <article key={item.answerId} className={styles.gradingItem} data-testid="grading-item" aria-labelledby={`grading-${item.answerId}`}>
          <h2 id={`grading-${item.answerId}`} className={styles.question}>
            {item.question}
          </h2>
          <dl className={styles.facts}>
            <div><dt>{t('grading.learner')}</dt><dd>{item.learnerName}</dd></div>
            <div><dt>{t('grading.course')}</dt><dd>{item.courseName}</dd></div>
            <div><dt>{t('grading.assessment')}</dt><dd>{item.assessmentTitle}</dd></div>
            <div><dt>{t('grading.submittedAt')}</dt><dd>{formatDate(item.submittedAt, locale)}</dd></div>
          </dl>
          <h3 className={styles.muted}>{t('grading.answer')}</h3>
          <p className={styles.essay}>{item.text}</p>
          <GradeForm
            item={item}
            onGraded={(message) => {
              setStatus(message)
              setItems((current) => (current ?? []).filter((row) => row.answerId !== item.answerId))
            }}
          />
        </article>
      ))}
    </section>
  )
}
