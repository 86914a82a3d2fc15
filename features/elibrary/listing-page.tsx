import { getTranslations } from 'next-intl/server'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { ELibraryBrowser } from './components/ELibraryBrowser'
import styles from './components/content.module.css'
import { elibraryCardsOf } from './components/elibrary-cards'
import { ZELibraryPageQuery } from './page-query'
import { listingParamsOf } from './query-state'
import { fetchELibraryFilterOptions, fetchELibraryListing } from './queries'

export const generateMetadata = listingMetadata('/e-library')

/** /e-library: filters from the URL, the first page rendered here, further pages loaded in the browser. */
export async function ELibraryListingPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZELibraryPageQuery)
  const [tRoutes, t, options, firstPage] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'elibrary' }),
    fetchELibraryFilterOptions(locale),
    fetchELibraryListing(locale, listingParamsOf(query)),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/e-library')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ELibraryBrowser
        action={buildPath('/e-library', locale)}
        query={query}
        options={options}
        firstPage={elibraryCardsOf(firstPage?.listing ?? [], locale)}
        totalData={firstPage?.totalData ?? 0}
      />
    </div>
  )
}
