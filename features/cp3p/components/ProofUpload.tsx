'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Alert, type TAlert } from '@/features/account/components/Alert'
import form from '@/features/account/components/account.module.css'
import type { Locale } from '@/lib/i18n/config'
import { cp3pApi } from '../client-api'

const MAX_BYTES = 5 * 1024 * 1024

/** Uploads the transfer receipt; the server decides by the bytes, the size check here only saves a round trip. */
export function ProofUpload({ courseId }: { courseId: number }) {
  const t = useTranslations('cp3p')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file) return setError(t('proofRequired'))
    if (file.size > MAX_BYTES) return setError(t('proofFile'))
    setError(null)
    setBusy(true)
    const result = await cp3pApi(locale).submitProof(courseId, file)
    setBusy(false)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok) router.refresh()
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={`${form.field}${error ? ` ${form.invalid}` : ''}`}>
        <label htmlFor="cp3p-proof">{t('proofFile')}</label>
        <input
          id="cp3p-proof"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-invalid={!!error}
          aria-describedby={error ? 'cp3p-proof-error' : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {error && (
          <p id="cp3p-proof-error" className={form.error}>
            {error}
          </p>
        )}
      </div>
      <Alert alert={alert} onClose={() => setAlert(null)} />
      <div className={form.actions}>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  )
}
