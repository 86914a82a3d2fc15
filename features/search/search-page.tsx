import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { SearchBrowser } from './components/SearchBrowser'
import styles from './components/search.module.css'
import { ZSearchPageQuery } from './page-query'
import { searchKeyOf, searchParamsOf } from './query-state'
import { fetchSearch, fetchSearchFilters } from './queries'

type TSearchPageProps = {
  params: Promise<{ locale: string; searchKey: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: TSearchPageProps): Promise<Metadata> {
  const { locale, searchKey } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  const key = searchKeyOf(searchKey)
  const base = await pageMetadata({ locale, route: '/search/[searchKey]', params: { searchKey: key }, title: t('title', { query: key }) })
  // Result pages are endless variations of the site's own content: crawlers follow them, never index them.
  return { ...base, robots: { index: false, follow: true } }
}

/** search/{searchKey}: every public area in the page's language, filtered by type, topic and year. */
export async function SearchPage({ params, searchParams }: TSearchPageProps) {
  const { locale, searchKey } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const key = searchKeyOf(searchKey)
  const query = ZSearchPageQuery.parse(await searchParams)
  const [t, options, first] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    fetchSearchFilters(locale),
    key ? fetchSearch(locale, searchParamsOf(key, query)) : Promise.resolve(null),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title', { query: key })}</h1>
      {first === null && key && (
        <p role="alert" className={styles.failed}>
          {t('failed')}
        </p>
      )}
      <SearchBrowser searchKey={key} query={query} options={options} firstPage={first?.data ?? []} totalData={first?.totalData ?? 0} />
    </div>
  )
}
