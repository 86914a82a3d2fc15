import type { Metadata } from 'next'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { breadcrumbLd } from '@/lib/seo/structured-data'
import { BenefitActivitySection, MembershipSection, PurposeSection } from './components/CopSections'
import { NewsletterArchive } from './components/NewsletterArchive'
import styles from './components/outreach.module.css'
import { fetchCopSections } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/outreach/cop' })
}

async function breadcrumbs(locale: Locale) {
  const tRoutes = await getTranslations({ locale, namespace: 'routes' })
  return [
    { name: tRoutes('/'), path: buildPath('/', locale) },
    { name: tRoutes('/outreach'), path: buildPath('/outreach', locale) },
    { name: tRoutes('/outreach/cop'), path: buildPath('/outreach/cop', locale) },
  ]
}

/** /outreach/cop: intro, purpose, membership, benefits and activities, and the newsletter archive. */
export async function CopPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tRoutes, sections, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'outreach' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchCopSections(locale),
    breadcrumbs(locale),
  ])
  const { intro, purpose, membership, benefitActivity, archive } = sections
  const jumps = [
    purpose && { id: 'purpose', label: purpose.title },
    membership && { id: 'membership', label: membership.title },
    benefitActivity && { id: 'benefit-activity', label: benefitActivity.title },
    archive && { id: 'newsletter', label: archive.title || t('newsletter.title') },
  ].filter((jump) => !!jump)
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={breadcrumbLd(crumbs.map((c) => ({ name: c.name, url: new URL(c.path, siteUrl()).toString() })))} />
      <nav className={styles.crumbs} aria-label={t('breadcrumb')}>
        <ol>
          <li>
            <NextLink href={crumbs[1].path}>{crumbs[1].name}</NextLink>
          </li>
          <li aria-current="page">{crumbs[2].name}</li>
        </ol>
      </nav>
      <div className={styles.introGrid}>
        <div>
          <h1>{intro?.title || tRoutes('/outreach/cop')}</h1>
          {intro ? <RichTextBody data={intro.body} /> : <p>{t('empty')}</p>}
        </div>
        {intro?.image && (
          <Image className={styles.introImage} src={intro.image.url} alt={intro.image.alt} width={intro.image.width ?? 640} height={intro.image.height ?? 360} sizes="(max-width: 1023px) 100vw, 460px" priority />
        )}
      </div>
      {jumps.length > 0 && (
        <nav className={styles.jump} aria-label={t('cop.onThisPage')}>
          <ul>
            {jumps.map((jump) => (
              <li key={jump.id}>
                <a href={`#${jump.id}`}>{jump.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {purpose && <PurposeSection purpose={purpose} />}
      {membership && <MembershipSection membership={membership} locale={locale} />}
      {benefitActivity && <BenefitActivitySection section={benefitActivity} locale={locale} />}
      <section id="newsletter" className={styles.section} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{archive?.title || t('newsletter.title')}</h2>
        {archive?.intro && <p>{archive.intro}</p>}
        <NewsletterArchive firstPage={archive?.newsletters ?? []} />
      </section>
    </div>
  )
}
