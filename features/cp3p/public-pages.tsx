import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { CourseList } from './components/CourseList'
import { InhouseForm } from './components/InhouseForm'
import { SubPageNav } from './components/SubPageNav'
import { Testimonies } from './components/Testimonies'
import { fetchFaq, fetchLanding, fetchSection } from './queries'
import styles from './components/cp3p.module.css'

type TProps = { params: Promise<{ locale: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> }
type TBody = (locale: Locale, query: Record<string, string | string[] | undefined>) => Promise<React.ReactNode>

/** One public cp3p page: metadata from the route, the sub-page navigation, then the page's own body. */
function cp3pPage(route: AppPathname, body: TBody, options: { readsQuery?: boolean } = {}) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale } = await params
    return isLocale(locale) ? pageMetadata({ locale, route }) : {}
  }
  async function Page({ params, searchParams }: TProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return (
      <div className={`container ${styles.page}`}>
        <SubPageNav locale={locale} active={route} />
        {/* Only the landing reads the query: reading it makes a page per-request, and the sub-pages stay static. */}
        {await body(locale, options.readsQuery ? ((await searchParams) ?? {}) : {})}
      </div>
    )
  }
  return { generateMetadata, Page }
}

export const landingPage = cp3pPage('/cp3p', async (locale, query) => {
  const [t, landing] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchLanding(locale)])
  const currency = typeof query.currency === 'string' && ['IDR', 'USD'].includes(query.currency) ? query.currency : undefined
  return (
    <>
      <header className={styles.hero}>
        <h1>{landing?.title || 'CP3P'}</h1>
        {landing?.intro && <p className={styles.lead}>{landing.intro}</p>}
      </header>
      <section aria-labelledby="cp3p-programmes">
        <h2 id="cp3p-programmes">{t('programmes')}</h2>
        <CourseList locale={locale} currency={currency} />
      </section>
      <Testimonies locale={locale} />
    </>
  )
}, { readsQuery: true })

function sectionPage(route: AppPathname, path: string) {
  return cp3pPage(route, async (locale) => {
    const [tRoutes, section] = await Promise.all([getTranslations({ locale, namespace: 'routes' }), fetchSection(locale, path)])
    return (
      <article className={styles.article}>
        <h1>{section?.title || tRoutes(route)}</h1>
        <RichTextBody data={section?.body ?? null} />
      </article>
    )
  })
}

export const descriptionPage = sectionPage('/cp3p/description', 'description')
export const courseOverviewPage = sectionPage('/cp3p/course-overview', 'course-overview')
export const benefitPage = sectionPage('/cp3p/benefit', 'benefit')
export const learningPage = sectionPage('/cp3p/learning', 'learning-objective')
export const targetPage = sectionPage('/cp3p/target', 'audience')

export const faqPage = cp3pPage('/cp3p/faq', async (locale) => {
  const [t, tRoutes, data] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' }), fetchFaq(locale)])
  const faq = data?.faq ?? []
  return (
    <article className={styles.article}>
      <h1>{tRoutes('/cp3p/faq')}</h1>
      {faq.length === 0 && <p>{t('faqEmpty')}</p>}
      {faq.map((row) => (
        <details key={row.question} className={styles.faq}>
          <summary>{row.question}</summary>
          <p>{row.answer}</p>
        </details>
      ))}
    </article>
  )
})

export const inhousePage = cp3pPage('/cp3p/inhouse-registration', async (locale) => {
  const [tRoutes, data] = await Promise.all([getTranslations({ locale, namespace: 'routes' }), fetchFaq(locale)])
  return (
    <article className={styles.article}>
      <h1>{tRoutes('/cp3p/inhouse-registration')}</h1>
      {data?.inhouseIntro && <p className={styles.lead}>{data.inhouseIntro}</p>}
      <InhouseForm />
    </article>
  )
})
