import { getTranslations } from 'next-intl/server'
import { BannerSlider } from '@/features/banners/components/BannerSlider'
import { fetchSliderBanners } from '@/features/banners/queries'
import { fetchMenu } from '@/lib/api/static'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { AreaCards } from './components/AreaCards'
import { ELibraryHighlightCards, ResearchHighlightCards } from './components/HighlightCards'
import { HomeSection } from './components/HomeSection'
import styles from './components/home.module.css'
import { fetchELibraryHighlight, fetchResearchHighlight } from './queries'

/**
 * Home: the hero, one card per area, then a highlight band per area that has highlighted content.
 * A band whose area has nothing highlighted is left out rather than shown empty.
 */
export async function HomeView({ locale }: { locale: Locale }) {
  const [t, tResearch, slides, menu, elibrary, research] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'research' }),
    fetchSliderBanners(locale),
    fetchMenu(locale),
    fetchELibraryHighlight(locale),
    fetchResearchHighlight(locale),
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
          <BannerSlider slides={slides} />
        </div>
      )}
      {menu && menu.length > 0 && (
        <HomeSection id="areas" title={t('explore')}>
          <AreaCards menu={menu} locale={locale} />
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
    </>
  )
}
