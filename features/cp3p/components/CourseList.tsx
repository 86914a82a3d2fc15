import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { fetchCourseList } from '../queries'
import { CourseCard } from './CourseCard'
import styles from './cp3p.module.css'

/** The public course list (GET /cp3p/public-course/list?currency) with its currency filter as plain links. */
export async function CourseList({ locale, currency }: { locale: Locale; currency?: string }) {
  const [t, courses] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchCourseList(locale, currency)])
  return (
    <>
      <nav aria-label={t('currency')} className={styles.filters}>
        <Link href="/cp3p" aria-current={!currency ? 'true' : undefined}>
          {t('allCurrencies')}
        </Link>
        {['IDR', 'USD'].map((code) => (
          <Link key={code} href={{ pathname: '/cp3p', query: { currency: code } }} aria-current={currency === code ? 'true' : undefined}>
            {code}
          </Link>
        ))}
      </nav>
      {courses === null && <p role="alert">{t('loadError')}</p>}
      {courses?.length === 0 && <p>{t('noProgrammes')}</p>}
      <div className={styles.cards}>
        {courses?.map((course) => (
          <CourseCard key={course.id} course={course} locale={locale} />
        ))}
      </div>
    </>
  )
}
