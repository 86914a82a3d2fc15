'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { certificateApi } from '../client-api'
import styles from './certificates.module.css'

type TProps = {
  courseId: number | string
  onSent?: () => void
  /** On the course's own feedback page (side menu entry): the page has the heading, and a sent form says so. */
  certificateHref?: string
}

/**
 * Spec section 3 "Feedback": a star rating per question, other comments; sent once. Shown by the e-certificate
 * page before the certificate, and by the feedback page of the course side menu at any time.
 */
export function FeedbackForm({ courseId, onSent, certificateHref }: TProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('certificates')
  const tv = useTranslations('validation')
  const queryClient = useQueryClient()
  const key = ['certificate-feedback', courseId, locale]
  const form = useQuery({ queryKey: key, queryFn: () => certificateApi(locale).userFeedback(courseId) })
  const [stars, setStars] = useState<Record<string, number>>({})
  const [others, setOthers] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (form.isPending) return <p aria-live="polite">{t('loading')}</p>
  const questions = form.data?.data?.questions
  if (!questions) return <p className={`${styles.notice} ${styles.danger}`} role="alert">{form.data?.message || t('loadFailed')}</p>
  if (form.data?.data?.submitted && certificateHref) {
    return (
      <div className={styles.notice} data-testid="feedback-sent" role="status">
        <h2>{t('feedback.sentTitle')}</h2>
        <p>{t('feedback.sent')}</p>
        <NextLink className="btn btn--primary" href={certificateHref}>
          {t('feedback.toCertificate')}
        </NextLink>
      </div>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!questions || questions.some((question) => !stars[question.id])) return
    setBusy(true)
    const result = await certificateApi(locale).submitFeedback({ courseId, rating: questions.map((question) => ({ id: question.id, star: stars[question.id] })), others: others || undefined })
    setBusy(false)
    if (!result.ok) return setFailure(result.message || t('loadFailed'))
    onSent?.()
    if (certificateHref) await queryClient.invalidateQueries({ queryKey: key })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
      {!certificateHref && <h2>{t('feedback.title')}</h2>}
      <p>{certificateHref ? t('feedback.pageIntro') : t('feedback.intro')}</p>
      {failure && <p className={`${styles.notice} ${styles.danger}`} role="alert">{failure}</p>}
      {questions.map((question) => {
        const missing = tried && !stars[question.id]
        return (
          <fieldset key={question.id} className={styles.question} aria-describedby={missing ? `q-${question.id}-error` : undefined}>
            <legend>{question.title}</legend>
            <div className={styles.stars}>
              {[1, 2, 3, 4, 5].map((star) => (
                <label key={star}>
                  <input type="radio" name={`q-${question.id}`} value={star} checked={stars[question.id] === star} onChange={() => setStars((current) => ({ ...current, [question.id]: star }))} />
                  <span aria-hidden="true">{'★'.repeat(star)}</span>
                  <span className="visually-hidden">{t('feedback.star', { count: star })}</span>
                </label>
              ))}
            </div>
            {missing && (
              <p id={`q-${question.id}-error`} className={styles.error}>
                {tv('required', { label: t('feedback.ratingLabel') })}
              </p>
            )}
          </fieldset>
        )
      })}
      <div>
        <label htmlFor="feedback-others">{t('feedback.others')}</label>
        <textarea id="feedback-others" rows={3} maxLength={2000} value={others} onChange={(event) => setOthers(event.target.value)} />
      </div>
      <p>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('feedback.sending') : t('feedback.submit')}
        </button>
      </p>
    </form>
  )
}
