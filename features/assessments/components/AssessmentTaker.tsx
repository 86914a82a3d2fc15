'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TQuestionView } from '@/backend/services/assessments/question-view'
import { courseMenuKey } from '@/features/courses/course-menu-query'
import type { Locale } from '@/lib/i18n/config'
import { assessmentApi, type TNext, type TTarget } from '../client-api'
import { assessmentHref, type TAssessmentPlace } from '../routes'
import { takeStartedQuestion } from '../started-question'
import { AnswerInput, answerBody, draftOf, type TDraft } from './AnswerInput'
import { Countdown } from './Countdown'
import { QuestionImage } from './QuestionImage'
import styles from './assessments.module.css'

const positionKey = (attemptId: number) => `assessment-position-${attemptId}`

/**
 * Taking a quiz or exam: one question at a time from the server, the countdown from the server's deadline, next
 * moves to the number the server answers; after the last question the countdown and pagination reset.
 */
export function AssessmentTaker({ target, place }: { target: TTarget; place: TAssessmentPlace }) {
  const locale = useLocale() as Locale
  const t = useTranslations('assessments')
  const api = assessmentApi(locale)
  const [view, setView] = useState<TQuestionView | null>(null)
  const [endsAt, setEndsAt] = useState(0)
  const [draft, setDraft] = useState<TDraft | null>(null)
  const [result, setResult] = useState<TNext | null>(null)
  const [error, setError] = useState('')
  const [timeUp, setTimeUp] = useState(false)
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  // A submitted attempt may mark the quiz done or open the certificate: the course menu beside it asks again.
  useEffect(() => {
    if (result) void queryClient.invalidateQueries({ queryKey: courseMenuKey(target.courseId, locale) })
  }, [result, queryClient, target.courseId, locale])
  const submitted = useRef(false)
  // Keyboard and screen-reader users land on the new question (or the result) after Next: the button they pressed
  // is disabled while saving, which would otherwise drop focus to the top of the page.
  const moved = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!moved.current || (!view && !result)) return
    moved.current = false
    headingRef.current?.focus()
  }, [view, result])

  const show = useCallback((question: TQuestionView) => {
    setView(question)
    setDraft(draftOf(question))
    setEndsAt(Date.now() + question.countDown * 1000)
    window.sessionStorage.setItem(positionKey(question.attemptId), String(question.number))
  }, [])

  const open = useCallback(
    async (number: number) => {
      const result = await assessmentApi(locale).question(target, number)
      if (result.ok && result.data) return show(result.data)
      if (result.status === 409) setTimeUp(true)
      setError(result.message || t('common.error'))
    },
    [locale, target, show, t],
  )

  useEffect(() => {
    void (async () => {
      // Start answered with question 1 a moment ago on the intro page: no need to ask again.
      const handed = takeStartedQuestion(target)
      const first = handed ? { ok: true, status: 200, message: '', data: handed } : await assessmentApi(locale).question(target, 1)
      if (!first.ok || !first.data) {
        if (first.status === 409) setTimeUp(true)
        return setError(first.message || t('common.error'))
      }
      // A reload returns to the question the learner was on; the countdown comes from the server either way.
      const saved = Number(window.sessionStorage.getItem(positionKey(first.data.attemptId)) ?? 1)
      if (saved > 1 && saved <= first.data.totalQuestion) await open(saved)
      else show(first.data)
    })()
  }, [locale, target, open, show, t])

  async function send(finish: boolean) {
    if (!view || !draft || submitted.current) return
    const fields = answerBody(view, draft, finish)
    if (fields.missing) return setError(t(`take.${fields.missing}`))
    setBusy(true)
    setError('')
    const answer = await api.next(target, { attemptId: view.attemptId, questionId: view.questionId, finish, ...fields.body })
    setBusy(false)
    if (!answer.ok || !answer.data) {
      if (answer.status === 409) {
        submitted.current = true
        setTimeUp(true)
      }
      return setError(answer.message || t('common.error'))
    }
    moved.current = true
    if (answer.data.finished) {
      submitted.current = true
      window.sessionStorage.removeItem(positionKey(view.attemptId))
      setResult(answer.data)
      setView(null)
      setEndsAt(0)
      return
    }
    if (answer.data.question) show(answer.data.question)
    else await open(answer.data.number)
  }

  const expire = useCallback(() => {
    setTimeUp(true)
    void send(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, draft])

  const backHref = assessmentHref(locale, 'intro', place)
  if (result) {
    return (
      <section className={styles.panel} data-testid="assessment-result" data-passed={String(!!result.passed)}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('take.finished')}
        </h1>
        <p className={styles.question}>{t('take.score', { score: result.score ?? 0 })}</p>
        {result.awaitingGrading ? (
          <p className={styles.notice} data-testid="assessment-awaiting">
            {t('take.awaitingGrading')}
          </p>
        ) : (
          <p className={result.passed ? styles.badgePass : styles.badgeFail}>{result.passed ? t('take.passed') : t('take.notPassed')}</p>
        )}
        <div className={styles.actions}>
          <NextLink className="btn btn--primary" href={assessmentHref(locale, 'review', place)} data-testid="assessment-review-link">
            {t('intro.review')}
          </NextLink>
          <NextLink href={backHref}>{target.type === 'exam' ? t('take.backToExam') : t('take.backToIntro')}</NextLink>
        </div>
      </section>
    )
  }
  if (!view) {
    return error ? (
      <section className={styles.panel}>
        <h1>{timeUp ? t('take.timeUp') : t(target.type === 'exam' ? 'intro.examTitle' : 'intro.quizTitle')}</h1>
        <p className={styles.error} role="alert" data-testid="assessment-error">
          {error}
        </p>
        <div className={styles.actions}>
          {timeUp && <NextLink className="btn btn--primary" href={assessmentHref(locale, 'review', place)}>{t('intro.review')}</NextLink>}
          <NextLink href={backHref}>{target.type === 'exam' ? t('take.backToExam') : t('take.backToIntro')}</NextLink>
        </div>
      </section>
    ) : (
      <p aria-busy="true">{t('common.loading')}</p>
    )
  }
  const last = view.number === view.totalQuestion
  return (
    <section className={styles.panel} data-testid="assessment-question" data-number={view.number}>
      <div className={styles.head}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('take.question', { number: view.number, count: view.totalQuestion })}
        </h1>
        {endsAt > 0 && <Countdown endsAt={endsAt} onExpire={expire} />}
      </div>
      <fieldset className={styles.panel} disabled={busy || timeUp}>
        <legend className={styles.question}>{view.question}</legend>
        {view.image && <QuestionImage image={view.image} />}
        <p className={styles.muted}>
          {t(`take.${view.kind}`)} · {t('take.points', { count: view.points })}
        </p>
        {draft && <AnswerInput view={view} draft={draft} onChange={setDraft} />}
      </fieldset>
      {error && (
        <p className={styles.error} role="alert" data-testid="assessment-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={() => void send(false)} disabled={busy || timeUp} data-testid="assessment-next">
          {busy ? t('take.saving') : last ? t('take.submit') : t('take.next')}
        </button>
      </div>
    </section>
  )
}
