import { getTranslations } from 'next-intl/server'
import { HomeSlider } from '@/features/banners/components/HomeSlider'
import { ProgramCard } from '@/features/education/components/ProgramCard'
import { withCardPictures } from '@/features/elibrary/components/card-picture'
import { fetchMainPrograms } from '@/features/education/queries'
import content from '@/features/elibrary/components/content.module.css'
import { CopHighlight } from '@/features/outreach/components/CopHighlight'
import { fetchCopHighlight } from '@/features/outreach/queries'
import { fetchSliderBanners } from '@/features/banners/queries'
import { fetchMenu } from '@/lib/api/static'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { AreaCards } from './components/AreaCards'
import { FaqBand } from './components/FaqBand'
import { ELibraryHighlightCards, ResearchHighlightCards } from './components/HighlightCards'
import { UpcomingEventCards } from './components/UpcomingEventCards'
import { HomeSection } from './components/HomeSection'
import { LearningBands } from './components/LearningBands'
import styles from './components/home.module.css'
import { fetchELibraryHighlight, fetchResearchHighlight, fetchUpcomingEvents } from './queries'

/**
 * Home: the hero, one card per area, then a highlight band per area that has highlighted content (programs,
 * courses and cp3p, events, research, e-library, the community, popular questions). A band whose area has
 * nothing highlighted is left out rather than shown empty.
 */
export async function HomeView({ locale }: { locale: Locale }) {
  const [t, tResearch, slides, menu, elibrary, research, programs, events, cop] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'research' }),
    fetchSliderBanners(locale),
    fetchMenu(locale),
    fetchELibraryHighlight(locale),
    fetchResearchHighlight(locale),
    fetchMainPrograms(locale),
    fetchUpcomingEvents(locale),
    fetchCopHighlight(locale),
  ])
  return (
    <>
      <section className={`hero ${slides.length > 0 ? styles.heroWithSlider : ''}`}>
        <div className="container hero__inner">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroBody')}</p>
        </div>
      </section>
      {slides.length > 0 && (
        <div className={`container ${styles.sliderFrame}`}>
          <HomeSlider locale={locale} slides={slides} />
        </div>
      )}
      {menu && menu.length > 0 && (
        <HomeSection id="areas" title={t('explore')}>
          <AreaCards menu={menu} locale={locale} />
        </HomeSection>
      )}
      {programs && programs.length > 0 && (
        <HomeSection
          id="programs"
          tone="tinted"
          title={t('programs.title')}
          intro={t('programs.intro')}
          more={{ href: `${buildPath('/education', locale)}#main-programs`, label: t('programs.more') }}
        >
          <ul className={content.grid}>
            {withCardPictures(programs.slice(0, 3)).map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </ul>
        </HomeSection>
      )}
      <LearningBands locale={locale} />
      {events.length > 0 && (
        <HomeSection
          id="events"
          title={t('events.title')}
          intro={t('events.intro')}
          more={{ href: buildPath('/event', locale), label: t('events.more') }}
        >
          <UpcomingEventCards events={events} locale={locale} />
        </HomeSection>
      )}
      {research.length > 0 && (
        <HomeSection
          id="research"
          tone="tinted"
          title={t('research.title')}
          intro={t('research.intro')}
          more={{ href: buildPath('/research', locale), label: t('research.more') }}
        >
          <ResearchHighlightCards items={research} locale={locale} statusLabel={(type) => tResearch(`status.${type}`)} />
        </HomeSection>
      )}
      {elibrary.length > 0 && (
        <HomeSection
          id="elibrary"
          title={t('elibrary.title')}
          intro={t('elibrary.intro')}
          more={{ href: buildPath('/e-library', locale), label: t('elibrary.more') }}
        >
          <ELibraryHighlightCards items={elibrary} locale={locale} />
        </HomeSection>
      )}
      {cop && (
        <div className="container">
          <CopHighlight highlight={cop} locale={locale} />
        </div>
      )}
      <FaqBand locale={locale} />
    </>
  )
}
