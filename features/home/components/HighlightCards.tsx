import type { TELibraryListingItem } from '@/backend/services/shapes'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { cardPictureOf } from '@/features/elibrary/components/card-picture'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { elibraryDetailHref } from '@/lib/contracts/elibrary/detail-routes'
import { researchDetailHref } from '@/lib/contracts/research/detail-routes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'

export function ELibraryHighlightCards({ items, locale }: { items: TELibraryListingItem[]; locale: Locale }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <ContentCard
          key={item.id}
          href={elibraryDetailHref(locale, item)}
          title={item.title}
          picture={cardPictureOf(item.image)}
          excerpt={item.excerpt}
          topics={[]}
          meta={
            <>
              <span className="badge">{item.typeTitle}</span>
              <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, locale)}</time>
            </>
          }
        />
      ))}
    </ul>
  )
}

export function ResearchHighlightCards(props: { items: TResearchListingItem[]; locale: Locale; statusLabel: (type: string) => string }) {
  const { items, locale, statusLabel } = props
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <ContentCard
          key={item.id}
          href={researchDetailHref(locale, item)}
          title={item.title}
          picture={cardPictureOf(item.image)}
          excerpt={item.excerpt}
          topics={[]}
          meta={
            <>
              <span className="badge">{statusLabel(item.type)}</span>
              <span>{item.year}</span>
            </>
          }
        />
      ))}
    </ul>
  )
}
