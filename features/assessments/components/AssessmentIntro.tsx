'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi, type THowToUse, type TTarget } from '../client-api'
import { assessmentHref, type TAssessmentPlace } from '../routes'
import { handOverStartedQuestion } from '../started-question'
import styles from './assessments.module.css'

/** The quiz or exam page: how to take it, its rules, the learner's attempts; start asks the validation call first. */
export function AssessmentIntro({ target, place, gradesHref }: { target: TTarget; place: TAssessmentPlace; gradesHref: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const router = useRouter()
  const [info, setInfo] = useState<THowToUse | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void assessmentApi(locale)
      .howToUse(target)
      .then((result) => (result.ok ? setInfo(result.data) : setError(result.message || t('common.error'))))
  }, [locale, target, t])

  async function begin() {
    setBusy(true)
    setError('')
    const validation = await assessmentApi(locale).validate(target)
    const started = validation.ok ? await assessmentApi(locale).start(target) : null
    if (started?.ok) {
      if (started.data) handOverStartedQuestion(target, started.data)
      router.push(assessmentHref(locale, 'detail', place))
    } else {
      setError((started ?? validation).message || t('common.error'))
      setBusy(false)
    }
  }

  if (!info && !error) return <p aria-busy="true">{t('common.loading')}</p>
  return (
    <section className={styles.panel} data-testid="assessment-intro">
      <h1>{info?.title ?? t(target.type === 'exam' ? 'intro.examTitle' : 'intro.quizTitle')}</h1>
      {error && (
        <p className={styles.error} role="alert" data-testid="assessment-error">
          {error}
        </p>
      )}
      {info && (
        <>
          {info.lastResult && (
            <p data-testid="assessment-last">
              {t('intro.lastResult')}: {info.lastResult.score} ·{' '}
              <span className={info.passed ? styles.badgePass : styles.badgeFail}>{info.passed ? t('intro.passedBadge') : t('intro.notPassedBadge')}</span>
            </p>
          )}
          <dl className={styles.facts}>
            <div>
              <dt>{t('intro.questions')}</dt>
              <dd>{info.totalQuestion}</dd>
            </div>
            <div>
              <dt>{t('intro.passingGrade')}</dt>
              <dd>{info.passingGrade}</dd>
            </div>
            <div>
              <dt>{t('intro.timeLimit')}</dt>
              <dd>{t('intro.minutes', { count: info.timeLimitMinutes })}</dd>
            </div>
            <div>
              <dt>{t('intro.attempts')}</dt>
              <dd data-testid="assessment-attempts">{t('intro.attemptsUsed', { used: info.attemptsUsed, allowed: info.attemptsAllowed })}</dd>
            </div>
            <div>
              <dt>{t('intro.weight')}</dt>
              <dd>{info.weight}</dd>
            </div>
          </dl>
          {info.howToUse.description && (
            <div>
              <h2>{info.howToUse.title || t('intro.howToUse')}</h2>
              <p className={styles.question}>{info.howToUse.description}</p>
            </div>
          )}
          <div className={styles.actions}>
            {(info.inProgress || info.attemptsUsed < info.attemptsAllowed) && (
              <button type="button" className="btn btn--primary" onClick={begin} disabled={busy} data-testid="assessment-start">
                {info.inProgress ? t('intro.resume') : t('intro.start')}
              </button>
            )}
            {info.lastResult && (
              <NextLink className="btn btn--ghost" href={assessmentHref(locale, 'review', place)} data-testid="assessment-review-link">
                {t('intro.review')}
              </NextLink>
            )}
            <NextLink href={gradesHref}>{t('intro.grades')}</NextLink>
          </div>
        </>
      )}
    </section>
  )
}
