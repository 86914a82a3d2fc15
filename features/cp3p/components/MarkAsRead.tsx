'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { cp3pApi } from '../client-api'

/** Marks the lecture read, then reloads the page's data so the side menu shows it done (spec section 4). */
export function MarkAsRead({ courseId, lecturesId, done }: { courseId: number; lecturesId: string; done: boolean }) {
  const t = useTranslations('cp3p')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function mark() {
    setBusy(true)
    const result = await cp3pApi(locale).markAsRead(courseId, lecturesId)
    setBusy(false)
    setMessage(result.message)
    if (result.ok) router.refresh()
  }

  return (
    <p>
      <button type="button" className="btn btn--primary" onClick={mark} disabled={busy || done} aria-busy={busy}>
        {done ? `✓ ${t('markedRead')}` : t('markAsRead')}
      </button>{' '}
      <span role="status">{message}</span>
    </p>
  )
}
