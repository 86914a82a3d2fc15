'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import type { Locale } from '@/lib/i18n/config'
import { forumApi } from '../client-api'
import { DeleteButton } from './DeleteButton'

/** Deleting a thread from its own page returns to the thread list it belonged to, which loads afresh. */
export function ThreadDelete({ courseId, threadId, backHref }: { courseId: number; threadId: number; backHref: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.threads')
  const router = useRouter()
  return <DeleteButton label={t('delete')} confirm={t('confirmDelete')} onDelete={() => forumApi(locale).deleteThread(courseId, threadId)} onDeleted={() => router.push(backHref)} />
}
