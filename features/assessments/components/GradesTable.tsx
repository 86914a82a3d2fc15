'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { Fragment, useEffect, useState } from 'react'
import type { TGradeRow } from '@/backend/services/assessments/shapes'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi, type TGradeDetail } from '../client-api'
import { assessmentHref } from '../routes'
import styles from './assessments.module.css'

/** Spec "Grade detail": each quiz and the exam with attempts, highest score and its attempt, passing grade, status, weight. */
export function GradesTable({ courseId, slug }: { courseId: number; slug: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const [rows, setRows] = useState<TGradeRow[] | null>(null)
  const [error, setError] = useState('')
  const [detail, setDetail] = useState<TGradeDetail | null>(null)

  useEffect(() => {
    void assessmentApi(locale)
      .grades(courseId)
      .then((result) => (result.ok && result.data ? setRows(result.data.grades) : setError(result.message || t('common.error'))))
  }, [locale, courseId, t])

  async function toggle(row: TGradeRow) {
    if (detail?.assessmentId === row.assessmentId) return setDetail(null)
    const result = await assessmentApi(locale).gradeDetail(courseId, row.assessmentId)
    if (result.ok) setDetail(result.data)
    else setError(result.message || t('common.error'))
  }

  async function markReviewed(row: TGradeRow) {
    const result = await assessmentApi(locale).markReviewed(courseId, row.assessmentId)
    if (!result.ok) return setError(result.message || t('common.error'))
    setRows((current) => current?.map((entry) => (entry.assessmentId === row.assessmentId ? { ...entry, isViewed: true } : entry)) ?? null)
  }

  if (error) return <p className={styles.error} role="alert">{error}</p>
  if (!rows) return <p aria-busy="true">{t('common.loading')}</p>
  if (!rows.length) return <p className={styles.notice}>{t('grades.empty')}</p>
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="grades-table">
        <thead>
          <tr>
            <th scope="col">{t('grades.assignment')}</th>
            <th scope="col">{t('grades.attempt')}</th>
            <th scope="col">{t('grades.highestScore')}</th>
            <th scope="col">{t('grades.score')}</th>
            <th scope="col">{t('grades.passingGrade')}</th>
            <th scope="col">{t('grades.status')}</th>
            <th scope="col">{t('grades.weight')}</th>
            <th scope="col"><span className="visually-hidden">{t('grades.detail')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.assessmentId}>
              <tr data-testid="grade-row" data-status={row.status}>
                <th scope="row">
                  <NextLink href={assessmentHref(locale, 'intro', { type: row.type, slug, title: row.assignment, chapterId: row.chapterId ?? undefined })}>{row.assignment}</NextLink>
                  <div className={styles.muted}>{t(`grades.${row.type}`)}</div>
                </th>
                <td>{t('intro.attemptsUsed', { used: row.attempt, allowed: row.attemptsAllowed })}</td>
                <td>
                  {row.higestScore}
                  {row.highscoreAttempt > 0 && <div className={styles.muted}>{t('grades.highscoreAttempt', { number: row.highscoreAttempt })}</div>}
                </td>
                <td>{row.score}</td>
                <td>{row.passingGrade}</td>
                <td className={row.status === 'pass' ? styles.badgePass : row.status === 'pending' ? styles.muted : styles.badgeFail}>{t(`grades.${row.status}`)}</td>
                <td>{row.weight}</td>
                <td>
                  <div className={styles.actions}>
                    <button type="button" className="btn btn--ghost" onClick={() => void toggle(row)} aria-expanded={detail?.assessmentId === row.assessmentId}>
                      {detail?.assessmentId === row.assessmentId ? t('grades.hideDetail') : t('grades.detail')}
                    </button>
                    {row.attempt > 0 &&
                      (row.isViewed ? (
                        <span className={styles.muted}>{t('grades.reviewed')}</span>
                      ) : (
                        <button type="button" className="btn btn--ghost" onClick={() => void markReviewed(row)} data-testid="grade-mark-reviewed">
                          {t('grades.markReviewed')}
                        </button>
                      ))}
                  </div>
                </td>
              </tr>
              {detail?.assessmentId === row.assessmentId && (
                <tr>
                  <td colSpan={8}>
                    <ul data-testid="grade-detail">
                      {detail.attempts.map((attempt) => (
                        <li key={attempt.attemptId}>
                          {t('grades.attemptRow', { number: attempt.number })}: {attempt.submittedAt ? `${attempt.score ?? 0} · ${attempt.awaitingGrading ? t('grades.pending') : attempt.passed ? t('grades.pass') : t('grades.not-pass')}` : t('grades.inProgress')}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}
