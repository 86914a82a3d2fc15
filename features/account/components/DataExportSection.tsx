'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { DATA_EXPORT_DAYS, DATA_EXPORT_DOWNLOAD_PATH, type TDataExportStatus } from '@/lib/contracts/account/data-export'
import { formatDateTime } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../client-api'
import { Alert, type TAlert } from './Alert'
import styles from './account.module.css'

/** What the member sees of their latest request: its state, and the date that matters for it. */
function statusLine(t: ReturnType<typeof useTranslations>, request: TDataExportStatus | null, locale: Locale): string {
  if (!request) return t('none')
  if (request.status === 'queued') return t('queued', { date: formatDateTime(request.requestedAt, locale) })
  if (request.status === 'failed') return t('failed')
  if (request.downloadable) return t('ready', { date: formatDateTime(request.expiresAt!, locale) })
  return t('expired', { date: formatDateTime(request.expiresAt ?? request.requestedAt, locale) })
}

/**
 * "Download my data" (UU 27/2022, docs/decisions/042): ask for a copy, see where it stands, download it while it lasts.
 * The zip is built in the background; the member is mailed, and "Check status" reloads the state meanwhile.
 */
export function DataExportSection({ initial }: { initial: TDataExportStatus | null | undefined }) {
  const t = useTranslations('account.personalData')
  const locale = useLocale() as Locale
  const [request, setRequest] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  async function ask() {
    setBusy(true)
    const result = await accountApi(locale).requestDataExport()
    setBusy(false)
    if (result.ok && result.data) setRequest(result.data)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true, autoClose: result.ok })
  }

  async function refresh() {
    const result = await accountApi(locale).dataExportStatus()
    if (result.ok) setRequest(result.data)
  }

  return (
    <div className={styles.form} id="personal-data">
      <h2 id="personal-data-title" className={styles.legend}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('intro', { days: DATA_EXPORT_DAYS })}</p>
      {request === undefined ? <p role="alert">{t('loadError')}</p> : <p aria-live="polite">{statusLine(t, request, locale)}</p>}
      <Alert alert={alert} onClose={closeAlert} />
      <div className={styles.actions}>
        {request?.downloadable ? (
          <a className="btn btn--primary" href={`/api${DATA_EXPORT_DOWNLOAD_PATH}?requestId=${request.requestId}`} download>
            {t('download')}
          </a>
        ) : null}
        {request?.status === 'queued' ? (
          <button type="button" className="btn" onClick={refresh}>
            {t('refresh')}
          </button>
        ) : (
          <button type="button" className={request?.downloadable ? 'btn' : 'btn btn--primary'} onClick={ask} disabled={busy} aria-busy={busy}>
            {busy ? t('requesting') : t('request')}
          </button>
        )}
      </div>
    </div>
  )
}
