'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { REPORT_REASON_MAX } from '@/lib/contracts/forum'
import { forumApi, type TPostRef } from '../client-api'
import styles from './moderation.module.css'

/** "Report" on a thread or comment: a modal dialog asks the reason; the server's answer is shown as the confirmation. */
export function ReportButton({ courseId, post }: { courseId: number; post: TPostRef }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.report')
  const tv = useTranslations('validation')
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState('')

  function open() {
    setError('')
    dialog.current?.showModal()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const label = t('reason')
    if (!reason.trim()) return setError(tv('required', { label }))
    if (reason.length > REPORT_REASON_MAX) return setError(tv('maxLength', { label, n: REPORT_REASON_MAX }))
    setSending(true)
    setError('')
    const result = await forumApi(locale).report(courseId, post, reason.trim())
    setSending(false)
    if (!result.ok) return setError(result.message || t('failed'))
    setReason('')
    setDone(result.message)
    dialog.current?.close()
  }

  return (
    <span className={styles.reportBox}>
      <button type="button" className={styles.action} onClick={open} data-testid="report-open">
        {t('open')}
      </button>
      {done && (
        <span role="status" className={styles.confirmation} data-testid="report-done">
          {done}
        </span>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`}>{post.commentId ? t('titleComment') : t('titleThread')}</h2>
          <p className={styles.hint}>{t('intro')}</p>
          <label htmlFor={`${id}-reason`}>{t('reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            onChange={(event) => {
              setReason(event.target.value)
              setError('')
            }}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            data-testid="report-reason"
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('reasonHint', { n: REPORT_REASON_MAX })}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending} data-testid="report-submit">
              {sending ? t('sending') : t('submit')}
            </button>
          </div>
        </form>
      </dialog>
    </span>
  )
}
