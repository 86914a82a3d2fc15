import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JumpNav } from '@/features/about/components/JumpNav'
import { PageSection } from '@/features/about/components/PageSection'
import { BannerHero } from '@/features/banners/components/BannerHero'
import { AreaGrid } from '@/features/focus-areas/components/AreaGrid'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { UniidIntro } from './components/UniidIntro'
import { UniidVisionMission } from './components/UniidVisionMission'
import { UniversityListing } from './components/UniversityListing'
import { fetchUniidSections } from './queries'

type TProps = { params: Promise<{ locale: string }> }

const ANCHORS = ['intro', 'our-vision', 'our-mission', 'activity', 'university-listing'] as const

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/uniid' })
}

/** /uniid: the highlight as the page's hero, then intro, vision and mission, activities and the universities. */
export async function UniidPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [tRoutes, t, s] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'uniid' }),
    fetchUniidSections(locale),
  ])
  return (
    <>
      <BannerHero id="highlight" heading={tRoutes('/uniid')} {...(s.highlight ?? {})} />
      <JumpNav label={t('onThisPage')} links={ANCHORS.map((id) => ({ id, label: t(`sections.${id}`) }))} />
      <UniidIntro data={s.intro} />
      <UniidVisionMission vision={s.vision} mission={s.mission} />
      <PageSection id="activity" title={s.activity?.title || t('sections.activity')} lead={s.activity?.intro} isEmpty={!s.activity?.activities.length} emptyText={t('empty')}>
        {s.activity && <AreaGrid items={s.activity.activities} />}
      </PageSection>
      <UniversityListing data={s.listing} />
    </>
  )
}
