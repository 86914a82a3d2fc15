import { getTranslations } from 'next-intl/server'
import type { TPolicyPage } from '@/lib/contracts/legal'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import styles from './legal.module.css'

/** A legal or policy document: title, lead, last-updated date and its rich text; an honest note when unpublished. */
export async function PolicyDocument({ page, fallbackTitle, locale }: { page: TPolicyPage | null; fallbackTitle: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'legal' })
  if (!page) {
    return (
      <article className={styles.document}>
        <h1>{fallbackTitle}</h1>
        <p>{t('empty')}</p>
      </article>
    )
  }
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        {page.summary && <p className={styles.summary}>{page.summary}</p>}
        <p className={styles.updated}>
          {t('lastUpdated')} <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, locale)}</time>
        </p>
      </header>
      <RichTextBody data={page.body} />
    </article>
  )
}
