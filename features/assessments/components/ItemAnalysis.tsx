'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { TAnalysable, TItemAnalysis } from '@/backend/services/assessments/item-analysis'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi } from '../client-api'
import styles from './assessments.module.css'

const percent = (value: number | null) => (value === null ? null : `${Math.round(value * 100)}%`)
const fixed = (value: number | null) => (value === null ? null : value.toFixed(2))

/** Facility and discrimination per question of one quiz or exam the member teaches. */
export function ItemAnalysis() {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const [assessments, setAssessments] = useState<TAnalysable[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [analysis, setAnalysis] = useState<TItemAnalysis | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  useEffect(() => {
    void assessmentApi(locale)
      .analysable()
      .then((result) => (result.ok && result.data ? setAssessments(result.data.assessments) : setError(result.message || t('common.error'))))
  }, [locale, t])
  async function choose(value: string) {
    setChosen(value)
    setAnalysis(null)
    if (!value) return
    setLoading(true)
    const result = await assessmentApi(locale).itemAnalysis(Number(value))
    setLoading(false)
    if (result.ok && result.data) setAnalysis(result.data)
    else setError(result.message || t('common.error'))
  }
  const none = t('itemAnalysis.none')
  return (
    <section className={styles.panel} aria-labelledby="item-analysis" data-testid="item-analysis">
      <h2 id="item-analysis">{t('itemAnalysis.title')}</h2>
      <p className={styles.muted}>{t('itemAnalysis.intro')}</p>
      {error && <p className={styles.error} role="alert">{error}</p>}
      {!assessments && !error && <p aria-busy="true">{t('common.loading')}</p>}
      {assessments && assessments.length === 0 && <p className={styles.notice}>{t('itemAnalysis.noAssessments')}</p>}
      {assessments && assessments.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="item-analysis-assessment">{t('itemAnalysis.choose')}</label>
          <select id="item-analysis-assessment" value={chosen} onChange={(event) => void choose(event.target.value)}>
            <option value="">{t('itemAnalysis.pick')}</option>
            {assessments.map((row) => (
              <option key={row.assessmentId} value={row.assessmentId}>
                {row.courseName} · {row.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {loading && <p aria-busy="true">{t('common.loading')}</p>}
      {analysis && !loading && (
        <>
          <p aria-live="polite">{t('itemAnalysis.attempts', { count: analysis.attempts })}</p>
          {analysis.items.length === 0 ? (
            <p className={styles.notice}>{t('itemAnalysis.empty')}</p>
          ) : (
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="item-analysis">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('itemAnalysis.question')}</th>
                    <th scope="col">{t('itemAnalysis.n')}</th>
                    <th scope="col">{t('itemAnalysis.facility')}</th>
                    <th scope="col">{t('itemAnalysis.discrimination')}</th>
                  </tr>
                </thead>
                <tbody>
                  {analysis.items.map((item) => (
                    <tr key={item.questionId} data-testid="item-row">
                      <td>{item.question}</td>
                      <td>{item.n}</td>
                      <td>{percent(item.facility) ?? none}</td>
                      <td>{fixed(item.discrimination) ?? none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
