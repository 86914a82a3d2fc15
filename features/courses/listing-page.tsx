import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { CourseCatalogue } from './components/CourseCatalogue'
import styles from './components/courses.module.css'
import { fetchCourseListing } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/education/online-course' })
}

/** /education/online-course: the public course catalogue. */
export async function CourseListingPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [tRoutes, t, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'courses.catalogue' }),
    fetchCourseListing(locale),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/education/online-course')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {listing ? <CourseCatalogue firstPage={listing.listing} totalData={listing.totalData} /> : <p className={styles.empty}>{t('error')}</p>}
    </div>
  )
}
