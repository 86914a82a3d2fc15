import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { fetchSiteSettings } from '@/lib/api/static'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { FaqAccordion } from './components/FaqAccordion'
import { FaqTabs } from './components/FaqTabs'
import styles from './components/faq.module.css'
import { ZFaqPageQuery, selectedCategory } from './page-query'
import { plainText } from './plain-text'
import { fetchFaqList } from './queries'
import { faqPageLd } from './structured-data'

type TProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/faq' })
}

/** /faq: categories as tabs (the open one in ?category=), questions as an accordion, and FAQPage data. */
export async function FaqPage({ params, searchParams }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = ZFaqPageQuery.parse(await searchParams)
  const [t, tRoutes, categories, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'faq' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchFaqList(locale),
    fetchSiteSettings(locale),
  ])
  const list = categories ?? []
  const initial = selectedCategory(
    list.map((category) => category.slug),
    query.category,
  )
  const path = buildPath('/faq', locale)
  const items = list.flatMap((category) => category.faqs.map((faq) => ({ question: faq.question, answer: plainText(faq.answer) })))
  return (
    <div className={`container ${styles.page}`}>
      {items.length > 0 && <JsonLd data={faqPageLd({ url: new URL(path, siteUrl()).toString(), inLanguage: locale, items })} />}
      <h1>{tRoutes('/faq')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {initial ? (
        <FaqTabs
          label={t('categories')}
          initial={initial}
          tabs={list.map((category) => ({
            slug: category.slug,
            title: category.title,
            href: `${path}?category=${category.slug}`,
            panel: <FaqAccordion category={category} />,
          }))}
        />
      ) : (
        <p>{t('empty')}</p>
      )}
      <aside className={styles.help} aria-labelledby="faq-help-title">
        <h2 id="faq-help-title">{t('help.title')}</h2>
        <p>
          {t('help.body')}{' '}
          {settings?.email && <a href={`mailto:${settings.email}`}>{settings.email}</a>}
        </p>
      </aside>
    </div>
  )
}
