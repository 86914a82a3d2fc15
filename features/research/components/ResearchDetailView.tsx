import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TResearchDetail } from '@/backend/services/research/shapes'
import styles from '@/features/elibrary/components/content.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { researchChapterHref } from '@/lib/contracts/research/detail-routes'

export async function ResearchDetailView({ research, locale }: { research: TResearchDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'research' })
  const anchor = research.type === 'complete' ? '#completed' : '#on-going'
  return (
    <article className={`container ${styles.page} ${styles.detail}`} data-status={research.type}>
      <p>
        <NextLink href={`${buildPath('/research', locale)}${anchor}`} className="link-arrow">
          {t('detail.back')}
        </NextLink>
      </p>
      <div className={styles.meta}>
        <span className="badge">{t(`status.${research.type}`)}</span>
        <span>{t('detail.year', { year: research.year })}</span>
      </div>
      <h1>{research.title}</h1>
      {research.excerpt && <p className={styles.intro}>{research.excerpt}</p>}
      {research.topics.length > 0 && (
        <ul className={styles.topics} aria-label={t('detail.topics')}>
          {research.topics.map((topic) => (
            <li key={topic.id}>{topic.title}</li>
          ))}
        </ul>
      )}
      {research.image && (
        <Image
          className={styles.detailCover}
          src={research.image.url}
          alt={research.image.alt}
          width={research.image.width ?? 640}
          height={research.image.height ?? 360}
          sizes="(max-width: 860px) 100vw, 820px"
          priority
        />
      )}
      <RichTextBody data={research.body} />
      <section className={styles.section} aria-labelledby="chapters-title">
        <h2 id="chapters-title">{t('detail.chapters')}</h2>
        {research.chapters.length === 0 ? (
          <p>{t('detail.noChapters')}</p>
        ) : (
          <ol className={styles.chapters}>
            {research.chapters.map((chapter) => (
              <li key={chapter.id}>
                <NextLink href={researchChapterHref(locale, chapter)}>{chapter.title}</NextLink>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  )
}
