import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import sections from '@/features/about/components/sections.module.css'
import { PageBanner } from '@/features/banners/components/PageBanner'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { AreaGrid } from './components/AreaGrid'
import { FocusAreaCta } from './components/FocusAreaCta'
import styles from './components/focus.module.css'
import { fetchFocusAreaPage, type TFocusAreaRoute } from './queries'

type TProps = { params: Promise<{ locale: string }> }

const PLACEMENTS = { '/expertise': 'expertise', '/advocacy': 'advocacy' } as const

/** Page and metadata of /expertise or /advocacy: banner, intro, the areas as cards, a closing call to action. */
export function focusAreaPage(route: TFocusAreaRoute) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({ locale, route })
  }

  async function Page({ params }: TProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [tRoutes, t, page] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'focusAreas' }),
      fetchFocusAreaPage(locale, route),
    ])
    return (
      <>
        <PageBanner locale={locale} placement={PLACEMENTS[route]} heading={tRoutes(route)} />
        {page?.headline && (
          <section className={`container ${sections.section} ${styles.intro}`} aria-labelledby="focus-intro">
            <h2 id="focus-intro" className={styles.headline}>{page.headline}</h2>
            <p className={styles.introText}>{page.intro}</p>
          </section>
        )}
        <section id="areas" className={`${sections.section} ${sections.tint}`} aria-labelledby="areas-title">
          <div className="container">
            <h2 id="areas-title" className={sections.sectionTitle}>{t(`areas.${route}`)}</h2>
            {page?.areas.length ? <AreaGrid items={page.areas} /> : <p className={sections.empty}>{t('empty')}</p>}
          </div>
        </section>
        {page && <FocusAreaCta cta={page.cta} />}
      </>
    )
  }

  return { generateMetadata, Page }
}
