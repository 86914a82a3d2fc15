'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { Locale } from '@/lib/i18n/config'
import { uploadPhoto } from '../client-api'
import { storeProfile } from '../session'
import { Alert, type TAlert } from './Alert'
import { DEFAULT_AVATAR } from './avatar'
import styles from './member.module.css'

const MAX_BYTES = 2 * 1024 * 1024

/** Profile photo: JPG, PNG or WEBP up to 2 MB (checked here for a quick answer, and by content on the server). */
export function PhotoUpload({ profile }: { profile: TProfile }) {
  const t = useTranslations('account.settings')
  const locale = useLocale() as Locale
  const input = useRef<HTMLInputElement>(null)
  const [photo, setPhoto] = useState(profile.photo)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  async function choose(file: File | undefined) {
    if (!file) return
    if (file.size > MAX_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setAlert({ type: 'danger', text: t('photoHint'), haveClose: true })
      return
    }
    setBusy(true)
    const result = await uploadPhoto(locale, file)
    setBusy(false)
    if (input.current) input.current.value = ''
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true, autoClose: result.ok })
    if (result.ok && result.data) {
      setPhoto(result.data.photo)
      storeProfile(result.data)
    }
  }

  return (
    <section className={styles.card} aria-labelledby="photo-title">
      <h2 id="photo-title">{t('photo')}</h2>
      <div className={styles.photoRow}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded avatar, served by the API */}
        <img className={styles.avatar} src={photo ?? DEFAULT_AVATAR} alt={t('photoAlt', { name: profile.fullName })} width={128} height={128} />
        <div>
          <button type="button" className="btn btn--ghost btn--small" aria-busy={busy} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('photoUploading') : t('photoChoose')}
          </button>
          <input
            ref={input}
            id="photo-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('photoChoose')}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p>{t('photoHint')}</p>
        </div>
      </div>
      <Alert alert={alert} onClose={closeAlert} />
    </section>
  )
}
