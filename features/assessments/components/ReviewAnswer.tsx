'use client'
import { useTranslations } from 'next-intl'
import type { TReviewItem } from '@/backend/services/assessments/review'
import styles from './assessments.module.css'

/** Right, partly right, wrong or awaiting the lecturer's grade. */
export function Verdict({ item }: { item: TReviewItem }) {
  const t = useTranslations('assessments.review')
  if (item.pending) return <span className={styles.muted}>{t('pending')}</span>
  if (item.isCorrect) return <span className={styles.badgePass}>{t('right')}</span>
  if (item.credit && item.credit > 0) return <span className={styles.badgePass}>{t('partial', { percent: Math.round(item.credit * 100) })}</span>
  return <span className={styles.badgeFail}>{t('wrong')}</span>
}

function Lines({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h2 className={styles.muted}>{title}</h2>
      <ol>
        {lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ol>
    </div>
  )
}

/** The learner's response to one question next to the right one, per kind. */
export function ReviewAnswer({ item }: { item: TReviewItem }) {
  const t = useTranslations('assessments.review')
  const none = t('noAnswer')
  switch (item.kind) {
    case 'ordering':
      return (
        <div className={styles.compare}>
          <Lines title={t('yourOrder')} lines={item.learnerOrder.length ? item.learnerOrder : [none]} />
          <Lines title={t('correctOrder')} lines={item.correctOrder} />
        </div>
      )
    case 'matching':
      return (
        <ul className={styles.options}>
          {item.pairs.map((pair) => (
            <li key={pair.prompt} className={pair.right ? styles.optionRight : styles.optionWrong}>
              <span>{pair.prompt}</span>
              <span className={styles.muted}>
                {t('yourMatch', { match: pair.chosen ?? none })}
                {!pair.right && ` · ${t('rightMatch', { match: pair.match })}`}
              </span>
            </li>
          ))}
        </ul>
      )
    case 'short':
      return (
        <div className={styles.panel}>
          <p className={item.isCorrect ? styles.optionRight : styles.optionWrong}>{item.text || none}</p>
          <p className={styles.muted}>
            {t('acceptedAnswers')}: {item.acceptedAnswers.join(' · ')}
          </p>
        </div>
      )
    case 'numerical':
      return (
        <div className={styles.panel}>
          <p className={item.isCorrect ? styles.optionRight : styles.optionWrong}>{item.value ?? none}</p>
          <p className={styles.muted}>{t('acceptedValue', { value: item.numericAnswer ?? 0, tolerance: item.tolerance ?? 0 })}</p>
        </div>
      )
    case 'essay':
      return (
        <div className={styles.panel}>
          <p className={styles.option}>{item.text || none}</p>
          {item.gradedPoints !== null && <p data-testid="review-essay-grade">{t('gradedPoints', { points: item.gradedPoints, max: item.points })}</p>}
          {item.feedback && (
            <div className={styles.explanation} data-testid="review-essay-feedback">
              <h2>{t('feedback')}</h2>
              <p className={styles.question}>{item.feedback}</p>
            </div>
          )}
        </div>
      )
    default:
      return (
        <ul className={styles.options}>
          {item.answer.map((option) => (
            <li key={option.id} className={option.correct ? styles.optionRight : option.chosen ? styles.optionWrong : styles.option}>
              <span>{option.text}</span>
              <span className={styles.muted}>{[option.chosen ? t('yourAnswer') : '', option.correct ? t('correctAnswer') : ''].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )
  }
}
