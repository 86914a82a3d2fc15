import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { TResearchChapter } from '@/backend/services/research/get-research-chapter'
import styles from '@/features/elibrary/components/content.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { researchChapterHref, researchDetailHref } from '@/lib/contracts/research/detail-routes'

export async function ResearchChapterView({ chapter, locale }: { chapter: TResearchChapter; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'research.detail' })
  return (
    <article className={`container ${styles.page} ${styles.detail}`}>
      <p className={styles.meta}>
        <span>{t('chapterOf')}</span>
        <NextLink href={researchDetailHref(locale, chapter.research)}>{chapter.research.title}</NextLink>
      </p>
      <p className="badge">{t('chapterNumber', { number: chapter.number })}</p>
      <h1>{chapter.title}</h1>
      <RichTextBody data={chapter.body} />
      <nav className={styles.pager} aria-label={t('chapters')}>
        {chapter.previous ? (
          <NextLink href={researchChapterHref(locale, chapter.previous)} rel="prev">
            ← {t('previous')}: {chapter.previous.title}
          </NextLink>
        ) : (
          <NextLink href={researchDetailHref(locale, chapter.research)}>← {t('toResearch')}</NextLink>
        )}
        {chapter.next && (
          <NextLink href={researchChapterHref(locale, chapter.next)} rel="next">
            {t('next')}: {chapter.next.title} →
          </NextLink>
        )}
      </nav>
    </article>
  )
}
