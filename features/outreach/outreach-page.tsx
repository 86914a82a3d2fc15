import type { Metadata } from 'next'
import { Image } from '@/components/ui/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { CopHighlight } from './components/CopHighlight'
import { LinkCards } from './components/LinkCards'
import styles from './components/outreach.module.css'
import { fetchCopHighlight, fetchOutreachPage } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/outreach' })
}

/** /outreach: the introduction, the community of practice teaser, and links to outreach events and resources. */
export async function OutreachPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tRoutes, page, highlight] = await Promise.all([
    getTranslations({ locale, namespace: 'outreach' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchOutreachPage(locale),
    fetchCopHighlight(locale),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/outreach')}</h1>
      {page ? (
        <div className={styles.introGrid}>
          <div>
            <p className={styles.lead}>{page.headline}</p>
            <RichTextBody data={page.intro} />
          </div>
          {page.image && (
            <Image className={styles.introImage} src={page.image.url} alt={page.image.alt} width={page.image.width ?? 640} height={page.image.height ?? 360} sizes="(max-width: 1023px) 100vw, 460px" priority />
          )}
        </div>
      ) : (
        <p>{t('empty')}</p>
      )}
      {highlight && <CopHighlight highlight={highlight} locale={locale} />}
      {page && page.links.length > 0 && (
        <section id="explore" className={styles.section} aria-labelledby="explore-title">
          <h2 id="explore-title">{t('explore')}</h2>
          <LinkCards links={page.links} locale={locale} />
        </section>
      )}
    </div>
  )
}
