'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState, type FormEvent } from 'react'
import { Alert, type TAlert } from '@/features/account/components/Alert'
import { describedBy, Field, useIssueText } from '@/features/account/components/fields'
import styles from '@/features/account/components/account.module.css'
import type { Locale } from '@/lib/i18n/config'
import { checkAnswers, type TAnswers, type TFormQuestion } from '@/lib/contracts/events/registration-answers'
import { eventRegistrationApi } from '../registration-api'

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel' } as const
const AUTOCOMPLETE = { text: 'off', email: 'email', phone: 'tel' } as const

/** The event's own questions, checked here with the same rules as the API, then POST event/registration. */
export function RegistrationForm({ eventId, questions, onRegistered }: { eventId: number; questions: TFormQuestion[]; onRegistered: (message: string) => void }) {
  const t = useTranslations('eventRegistration.form')
  const locale = useLocale() as Locale
  const issueText = useIssueText()
  const [values, setValues] = useState<TAnswers>({})
  const [issues, setIssues] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  const set = (id: string, value: string | boolean) => setValues((current) => ({ ...current, [id]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkAnswers(questions, values)
    setIssues(checked.issues)
    const firstInvalid = questions.find((question) => checked.issues[question.id])
    if (firstInvalid) {
      document.getElementById(`question-${firstInvalid.id}`)?.focus()
      return
    }
    setBusy(true)
    const result = await eventRegistrationApi(locale).register(eventId, checked.answers)
    setBusy(false)
    if (!result.ok) {
      setAlert({ type: 'danger', text: result.message, haveClose: true })
      return
    }
    onRegistered(result.message)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('submit')}>
      <p>{t('intro')}</p>
      {questions.map((question) => {
        const id = `question-${question.id}`
        const error = issueText(question.label, issues[question.id])
        if (question.type === 'checkbox') {
          return (
            <div key={question.id} className={error ? styles.invalid : undefined}>
              <label className={styles.check}>
                <input id={id} type="checkbox" checked={values[question.id] === true} onChange={(e) => set(question.id, e.target.checked)} {...describedBy(id, error)} />
                {question.label}
              </label>
              {error && (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          )
        }
        return (
          <Field key={question.id} id={id} label={question.label} error={error} optional={!question.required}>
            {question.type === 'select' ? (
              <select id={id} value={String(values[question.id] ?? '')} onChange={(e) => set(question.id, e.target.value)} {...describedBy(id, error)}>
                <option value="">—</option>
                {question.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={INPUT_TYPES[question.type]}
                autoComplete={AUTOCOMPLETE[question.type]}
                value={String(values[question.id] ?? '')}
                onChange={(e) => set(question.id, e.target.value)}
                {...describedBy(id, error)}
              />
            )}
          </Field>
        )
      })}
      <Alert alert={alert} onClose={closeAlert} />
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
