import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ELibraryBrowser } from './components/ELibraryBrowser'
import styles from './components/content.module.css'
import { ZELibraryPageQuery } from './page-query'
import { listingParamsOf } from './query-state'
import { fetchELibraryFilterOptions, fetchELibraryListing } from './queries'

type TListingProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: TListingProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/e-library' })
}

/** /e-library: filters from the URL, the first page rendered here, further pages loaded in the browser. */
export async function ELibraryListingPage({ params, searchParams }: TListingProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = ZELibraryPageQuery.parse(await searchParams)
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
        firstPage={firstPage?.listing ?? []}
        totalData={firstPage?.totalData ?? 0}
      />
    </div>
  )
}
