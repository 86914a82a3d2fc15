import type { Metadata } from 'next'
import NextLink from '@/lib/navigation/Link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import styles from './components/legal.module.css'
import { PolicyDocument } from './components/PolicyDocument'
import { POLICY_KEY_OF } from '@/lib/contracts/legal'
import { fetchPolicyPage } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/forum-guideline' })
}

/** /forum-guideline: the rules of the course discussion forum (/static/online-course/forum-guidelines). */
export async function ForumGuidelinePage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tRoutes, page] = await Promise.all([
    getTranslations({ locale, namespace: 'legal.forum' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchPolicyPage(locale, POLICY_KEY_OF['/forum-guideline']),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <PolicyDocument page={page} fallbackTitle={tRoutes('/forum-guideline')} locale={locale} />
      <aside className={`${styles.document} ${styles.related}`} aria-labelledby="forum-related-title">
        <h2 id="forum-related-title">{t('relatedTitle')}</h2>
        <ul>
          <li>
            <NextLink href={buildPath('/education/online-course', locale)}>{t('courses')}</NextLink>
          </li>
          <li>
            <NextLink href={`${buildPath('/faq', locale)}?category=online-course`}>{t('faq')}</NextLink>
          </li>
          <li>
            <NextLink href={buildPath('/term-of-use', locale)}>{tRoutes('/term-of-use')}</NextLink>
          </li>
        </ul>
      </aside>
    </div>
  )
}
