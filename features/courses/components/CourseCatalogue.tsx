'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TCourseCard } from '@/backend/services/courses/shapes'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import type { TPaging } from '@/lib/paging/paging'
import { COURSE_PAGE_SIZE } from '@/lib/contracts/courses/listing-options'
import { enrolHref } from '../routes'
import { CourseCard } from './CourseCard'
import styles from './courses.module.css'

async function loadCourses(locale: Locale, paging: TPaging): Promise<TCourseCard[]> {
  const response = await (await lazyBrowserApi(locale)).get<{ success: boolean; message: string; listing: TCourseCard[] }>('/online-course/listing', {
    params: { skip: paging.skip, take: paging.take },
  })
  if (response.status !== 200 || !response.data?.success) throw new Error(response.data?.message || 'Failed')
  return response.data.listing
}

/** The catalogue: the server's first 3 courses, then "load more" pages of 3 until a short page (spec section 4). */
export function CourseCatalogue({ firstPage, totalData }: { firstPage: TCourseCard[]; totalData: number }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses.catalogue')
  const list = useLoadMore({ queryKey: ['courses', locale], firstPage, dataShow: COURSE_PAGE_SIZE, load: (paging) => loadCourses(locale, paging) })
  if (list.items.length === 0) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <>
      <p className={styles.meta}>{t('count', { count: totalData })}</p>
      <ul className={styles.grid}>
        {list.items.map((course) => (
          <CourseCard key={course.courseId} course={course} href={enrolHref(locale, course)} meta={`${t('lectures', { count: course.totalLectures })} · ${t('provider', { provider: course.provided })}`} />
        ))}
      </ul>
      <LoadMoreFooter
        endPage={list.endPage}
        loadingMore={list.loadingMore}
        failed={list.failed}
        onLoadMore={list.loadMore}
        labels={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('end'), error: t('error'), retry: t('retry') }}
      />
    </>
  )
}

