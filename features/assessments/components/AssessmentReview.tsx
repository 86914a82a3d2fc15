'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useEffect, useState } from 'react'
import type { TReview } from '@/backend/services/assessments/review'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi, type TTarget } from '../client-api'
import { assessmentHref, type TAssessmentPlace } from '../routes'
import { QuestionImage } from './QuestionImage'
import { ReviewAnswer, Verdict } from './ReviewAnswer'
import styles from './assessments.module.css'

/** The last submitted attempt, one question at a time with the right answers and explanations; steps 1..count. */
export function AssessmentReview({ target, place }: { target: TTarget; place: TAssessmentPlace }) {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const [review, setReview] = useState<TReview | null>(null)
  const [error, setError] = useState('')
  const [activeNumber, setActiveNumber] = useState(1)

  useEffect(() => {
    void assessmentApi(locale)
      .review(target)
      .then((result) => (result.ok ? setReview(result.data) : setError(result.message || t('common.error'))))
  }, [locale, target, t])

  const backHref = assessmentHref(locale, 'intro', place)
  if (error) {
    return (
      <section className={styles.panel}>
        <h1>{t('review.title')}</h1>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <NextLink href={backHref}>{target.type === 'exam' ? t('take.backToExam') : t('take.backToIntro')}</NextLink>
      </section>
    )
  }
  if (!review) return <p aria-busy="true">{t('common.loading')}</p>
  const count = review.reviewList.length
  const item = review.reviewList[activeNumber - 1]
  return (
    <section className={styles.panel} data-testid="assessment-review">
      <div className={styles.head}>
        <h1>{t('review.title')}</h1>
        <p className={review.passed ? styles.badgePass : styles.badgeFail}>{t('review.attempt', { number: review.attemptNumber, score: review.score })}</p>
      </div>
      {review.awaitingGrading && (
        <p className={styles.notice} data-testid="review-awaiting">
          {t('review.awaitingGrading')}
        </p>
      )}
      {item && (
        <article className={styles.panel} data-testid="review-item" data-number={item.number}>
          <p className={styles.muted}>
            {t('take.question', { number: item.number, count })} · <Verdict item={item} />
          </p>
          <p className={styles.question}>{item.question}</p>
          {item.image && <QuestionImage image={item.image} />}
          <ReviewAnswer item={item} />
          {item.explanation && (
            <div className={styles.explanation} data-testid="review-explanation">
              <h2>{t('review.explanation')}</h2>
              <p className={styles.question}>{item.explanation}</p>
            </div>
          )}
        </article>
      )}
      <nav className={styles.actions} aria-label={t('review.title')}>
        <button type="button" className="btn btn--ghost" onClick={() => setActiveNumber((n) => Math.max(1, n - 1))} disabled={activeNumber <= 1} data-testid="review-previous">
          {t('review.previous')}
        </button>
        <span aria-live="polite">{t('review.position', { number: activeNumber, count })}</span>
        <button type="button" className="btn btn--ghost" onClick={() => setActiveNumber((n) => Math.min(count, n + 1))} disabled={activeNumber >= count} data-testid="review-next">
          {t('review.next')}
        </button>
        <NextLink href={backHref}>{target.type === 'exam' ? t('take.backToExam') : t('take.backToIntro')}</NextLink>
      </nav>
    </section>
  )
}
