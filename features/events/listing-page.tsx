import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import styles from '@/features/elibrary/components/content.module.css'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { EventBrowser } from './components/EventBrowser'
import { EventCtaBox } from './components/EventCtaBox'
import { ZEventPageQuery } from './page-query'
import { eventParamsOf } from './query-state'
import { fetchEventCta, fetchEventFilterOptions, fetchEventListing } from './queries'

type TListingProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: TListingProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/event' })
}

/** /event: upcoming (#upcoming) and past (#past-event) events, each paged on its own, under one set of filters. */
export async function EventListingPage({ params, searchParams }: TListingProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = ZEventPageQuery.parse(await searchParams)
  const [tRoutes, t, options, upcoming, past, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'events' }),
    fetchEventFilterOptions(locale),
    fetchEventListing(locale, 'upcoming', eventParamsOf(query)),
    fetchEventListing(locale, 'past', eventParamsOf(query)),
    fetchEventCta(locale),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/event')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <EventBrowser action={buildPath('/event', locale)} query={query} options={options} upcoming={upcoming} past={past} />
      <EventCtaBox cta={cta} locale={locale} />
    </div>
  )
}
