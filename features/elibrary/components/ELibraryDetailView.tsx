import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TELibraryDetail } from '@/backend/services/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import styles from './content.module.css'
import { ELibraryMedia } from './ELibraryMedia'
import { RichTextBody } from './RichTextBody'

export async function ELibraryDetailView({ item, locale }: { item: TELibraryDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'elibrary.detail' })
  return (
    <article className={`container ${styles.page} ${styles.detail}`} data-kind={item.kind}>
      <p>
        <NextLink href={`${buildPath('/e-library', locale)}?type=${item.typeId}`} className="link-arrow">
          {t('back')}
        </NextLink>
      </p>
      <div className={styles.meta}>
        <span className="badge">{item.typeTitle}</span>
        <time dateTime={item.publishedDate}>{t('published', { date: formatDate(item.publishedDate, locale) })}</time>
      </div>
      <h1>{item.title}</h1>
      {item.excerpt && <p className={styles.intro}>{item.excerpt}</p>}
      {item.topics.length > 0 && (
        <ul className={styles.topics} aria-label={t('topics')}>
          {item.topics.map((topic) => (
            <li key={topic.id}>{topic.title}</li>
          ))}
        </ul>
      )}
      {item.image && !item.videoEmbedUrl && (
        <Image
          className={styles.detailCover}
          src={item.image.url}
          alt={item.image.alt}
          width={item.image.width ?? 640}
          height={item.image.height ?? 360}
          sizes="(max-width: 860px) 100vw, 820px"
          priority
        />
      )}
      <ELibraryMedia item={item} locale={locale} />
      <RichTextBody data={item.body} />
    </article>
  )
}
