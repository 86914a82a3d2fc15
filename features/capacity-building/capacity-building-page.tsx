import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import content from '@/features/elibrary/components/content.module.css'
import { JumpLinks } from '@/features/education/components/JumpLinks'
import { PageHero } from '@/features/education/components/PageHero'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { AboutSection, MainSection } from './components/IntroSections'
import { ApplySections } from './components/ApplySections'
import { PortfolioSection } from './components/PortfolioSection'
import { ParticipantSection, ProgramSection } from './components/ProgramSections'
import { fetchCapacityBuilding } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/capacity-building' })
}

/** /capacity-building: the programme's eight sections in the spec's order; an empty section is left out. */
export async function CapacityBuildingPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [tRoutes, t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'capacityBuilding' }),
    fetchCapacityBuilding(locale),
  ])
  const { highlight, main, participant, about, eligible, portofolio } = page
  const jumps = [
    { href: '#about', label: about?.title || t('sections.about') },
    { href: '#program-description', label: page['program-description']?.title || t('sections.programDescription') },
    { href: '#eligible', label: eligible?.title || t('sections.eligible') },
    { href: '#how-to-apply', label: page['how-to-apply']?.title || t('sections.howToApply') },
    { href: '#portofolio', label: portofolio?.title || t('sections.portfolio') },
  ]
  // Nothing to show when the API failed or editors have not written the page yet.
  const hasContent = Object.values(page).some((section) => !!section?.title)
  return (
    <>
      <PageHero
        kicker={tRoutes('/capacity-building')}
        title={highlight?.title || tRoutes('/capacity-building')}
        intro={highlight?.subtitle ?? ''}
        image={highlight?.image ?? null}
      />
      <JumpLinks label={t('jump')} links={jumps} />
      <div className={`container ${content.page}`}>
        {!hasContent && <p className={content.empty}>{t('empty')}</p>}
        <MainSection section={main} locale={locale} />
        <ParticipantSection section={participant} locale={locale} />
        <AboutSection section={about} />
        <ProgramSection section={page['program-description']} />
        <ApplySections eligible={eligible} howToApply={page['how-to-apply']} locale={locale} />
        <PortfolioSection section={portofolio} />
      </div>
    </>
  )
}
