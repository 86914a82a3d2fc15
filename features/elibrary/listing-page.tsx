import { getTranslations } from 'next-intl/server'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { countedTextsOf, loadMoreLabelsOf } from '@/components/listing/listing-texts'
import { SORT_OPTIONS } from '@/lib/contracts/elibrary/listing-options'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { ELibraryBrowser } from './components/ELibraryBrowser'
import styles from './components/content.module.css'
import { elibraryCardsOf } from './components/elibrary-cards'
import { ZELibraryPageQuery } from './page-query'
import { listingParamsOf } from './query-state'
import { fetchELibraryFilterOptions, fetchELibraryListing } from './queries'

export const generateMetadata = listingMetadata('/e-library')

/**
 * /e-library: filters from the URL, the first page rendered here, further pages loaded in the browser. Every text
 * of the filters and results is written here and passed down, so the browser needs no i18n runtime (docs/decisions/045).
 */
export async function ELibraryListingPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZELibraryPageQuery)
  const [tRoutes, t, tFilters, tResults, options, firstPage] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'elibrary' }),
    getTranslations({ locale, namespace: 'elibrary.filters' }),
    getTranslations({ locale, namespace: 'elibrary.results' }),
    fetchELibraryFilterOptions(locale),
    fetchELibraryListing(locale, listingParamsOf(query)),
  ])
  const field = filterFieldsOf(tFilters)
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/e-library')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ELibraryBrowser
        action={buildPath('/e-library', locale)}
        locale={locale}
        query={query}
        filters={field.form([
          field.topic(query.topic, options.topics),
          field.records('type', query.type, options.types),
          field.year(query.year, options.years),
          field.sort(query.sort, SORT_OPTIONS),
          field.search(query.search),
        ])}
        firstPage={elibraryCardsOf(firstPage?.listing ?? [], locale)}
        texts={countedTextsOf(tResults, firstPage?.totalData ?? 0)}
        labels={loadMoreLabelsOf(tResults)}
      />
    </div>
  )
}
