import { useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import type { TSearchHit } from '@/lib/contracts/search/responses'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import { Highlight } from './Highlight'
import styles from './search.module.css'

/** One result: where it comes from, when, its title as the link and the passage that matched. */
export function SearchHitItem({ hit, locale, words }: { hit: TSearchHit; locale: Locale; words: string[] }) {
  const t = useTranslations('search')
  const moduleKey = `modules.${hit.module}`
  const moduleLabel = t.has(moduleKey) ? t(moduleKey) : hit.module
  const when = hit.date ? formatDate(hit.date, locale) : hit.year ? String(hit.year) : null
  return (
    <li className={styles.hit} data-testid="search-hit">
      <p className={styles.hitMeta}>
        <span className="badge">{moduleLabel}</span>
        {hit.kindLabel && <span>{hit.kindLabel}</span>}
        {when && <time dateTime={hit.date ?? undefined}>{when}</time>}
      </p>
      <h2 className={styles.hitTitle}>
        <NextLink href={localizePermalink(hit.permalink, locale)}>
          <Highlight text={hit.title} words={words} />
        </NextLink>
      </h2>
      {hit.snippet && (
        <p className={styles.hitSnippet}>
          <Highlight text={hit.snippet} words={words} />
        </p>
      )}
    </li>
  )
}
