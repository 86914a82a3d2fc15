import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TCp3pCourseCard } from '@/backend/services/cp3p/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { Price } from './Price'
import styles from './cp3p.module.css'

export async function CourseCard({ course, locale }: { course: TCp3pCourseCard; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cp3p' })
  const href = buildPath('/cp3p/detail/[slug]/[title]', locale, { slug: course.slug, title: course.slug })
  const state = course.availableRegister ? 'open' : course.seatsLeft === 0 ? 'full' : 'closed'
  return (
    <article className={`card ${styles.courseCard}`} data-state={state}>
      {course.banner && <Image src={course.banner.url} alt={course.banner.alt} width={640} height={320} className={styles.cardImage} />}
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{course.category}</p>
        <h3>
          <NextLink href={href}>{course.title}</NextLink>
        </h3>
        {course.intro && <p>{course.intro}</p>}
        <dl className={styles.facts}>
          <dt>{t('date')}</dt>
          <dd>{course.date}</dd>
          <dt>{t('venue')}</dt>
          <dd>{course.venue}</dd>
          <dt>{t('price')}</dt>
          <dd>
            <Price amount={course.price} currency={course.currency} />
          </dd>
          <dt>{t('dueDate')}</dt>
          <dd>{formatDate(course.dueDateRegistration, locale)}</dd>
        </dl>
        <p>
          <span className={`badge ${styles[state]}`}>{t(state)}</span>{' '}
          {state === 'open' && <span className={styles.muted}>{t('seatsLeft', { count: course.seatsLeft })}</span>}
        </p>
        <NextLink href={href} className="btn btn--primary btn--small">
          {t('viewDetail')}
        </NextLink>
      </div>
    </article>
  )
}
