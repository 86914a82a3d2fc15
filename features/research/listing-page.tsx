import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import styles from '@/features/elibrary/components/content.module.css'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ResearchBrowser } from './components/ResearchBrowser'
import { ResearchCtaBox } from './components/ResearchCtaBox'
import { ZResearchPageQuery } from './page-query'
import { researchParamsOf } from './query-state'
import { fetchResearchCta, fetchResearchFilterOptions, fetchResearchListing } from './queries'

type TListingProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: TListingProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/research' })
}

/** /research: on-going and completed research (each paged on its own) and the journal call to action. */
export async function ResearchListingPage({ params, searchParams }: TListingProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = ZResearchPageQuery.parse(await searchParams)
  const [tRoutes, t, options, ongoing, completed, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'research' }),
    fetchResearchFilterOptions(locale),
    fetchResearchListing(locale, researchParamsOf(query, 'on-going')),
    fetchResearchListing(locale, researchParamsOf(query, 'complete')),
    fetchResearchCta(locale),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/research')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ResearchBrowser
        action={buildPath('/research', locale)}
        query={query}
        options={options}
        ongoing={ongoing?.research ?? []}
        completed={completed?.research ?? []}
      />
      <ResearchCtaBox cta={cta} locale={locale} />
    </div>
  )
}
