import { getTranslations } from 'next-intl/server'
import styles from '@/features/elibrary/components/content.module.css'
import { withCardPictures } from '@/features/elibrary/components/card-picture'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { ResearchBrowser } from './components/ResearchBrowser'
import { ResearchCtaBox } from './components/ResearchCtaBox'
import { ZResearchPageQuery } from './page-query'
import { researchParamsOf } from './query-state'
import { fetchResearchCta, fetchResearchFilterOptions, fetchResearchListing } from './queries'

export const generateMetadata = listingMetadata('/research')

/** /research: on-going and completed research (each paged on its own) and the journal call to action. */
export async function ResearchListingPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZResearchPageQuery)
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
        ongoing={withCardPictures(ongoing?.research ?? [])}
        completed={withCardPictures(completed?.research ?? [])}
      />
      <ResearchCtaBox cta={cta} locale={locale} />
    </div>
  )
}
