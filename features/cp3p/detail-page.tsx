import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import { notFound } from 'next/navigation'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { isLocale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { formatDate } from '@/lib/format/date'
import { Price } from './components/Price'
import { fetchCourseDetail } from './queries'
import styles from './components/cp3p.module.css'

type TProps = { params: Promise<{ locale: string; slug: string; title: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, slug, title } = await params
  if (!isLocale(locale)) return {}
  const course = await fetchCourseDetail(locale, slug)
  return pageMetadata({ locale, route: '/cp3p/detail/[slug]/[title]', params: { slug, title }, title: course?.title, image: course?.banner?.url })
}

/** cp3p/detail/{slug}/{title}: the public course detail with the way to register while it is open. */
export async function Cp3pDetailPage({ params }: TProps) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, course] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchCourseDetail(locale, slug)])
  if (!course) notFound()
  const state = course.availableRegister ? 'open' : course.seatsLeft === 0 ? 'full' : 'closed'
  return (
    <article className={`container ${styles.page} ${styles.article}`}>
      <p>
        <Link href="/cp3p" className={styles.backLink}>
          ← {t('backToCp3p')}
        </Link>
      </p>
      <p className={styles.kicker}>{course.category}</p>
      <h1>{course.title}</h1>
      {course.banner && <Image src={course.banner.url} alt={course.banner.alt} width={1200} height={480} className={styles.banner} priority />}
      <div className={styles.registerBox}>
        <p>
          <strong>
            <Price amount={course.price} currency={course.currency} />
          </strong>{' '}
          · {course.date} · {course.venue}
        </p>
        <p>
          {t('dueDate')}: {formatDate(course.dueDateRegistration, locale)} · <span className={`badge ${styles[state]}`}>{t(state)}</span>
        </p>
        {course.availableRegister && (
          <Link href={{ pathname: '/cp3p/certification/registration/[slug]', params: { slug: course.slug } }} className="btn btn--primary">
            {t('registerNow')}
          </Link>
        )}
      </div>
      <section aria-labelledby="cp3p-description">
        <h2 id="cp3p-description">{t('description')}</h2>
        <RichTextBody data={course.description} />
      </section>
      {course.schedule.length > 0 && (
        <section aria-labelledby="cp3p-schedule">
          <h2 id="cp3p-schedule">{t('schedule')}</h2>
          {course.schedule.map((day) => (
            <div key={`${day.day}-${day.date}`} className={styles.scheduleDay}>
              <h3>
                {day.day} · {day.date}
              </h3>
              <ul>
                {day.sessions.map((session) => (
                  <li key={session.time}>
                    <strong>{session.time}</strong> {session.session}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      <TextList id="cp3p-objectives" title={t('learningObjective')} items={course.learningObjective} />
      <TextList id="cp3p-audience" title={t('targetAudience')} items={course.targetAudience} />
      {course.examStructure && (
        <section aria-labelledby="cp3p-exam">
          <h2 id="cp3p-exam">{t('examStructure')}</h2>
          <p>{course.examStructure}</p>
        </section>
      )}
      {course.trainers.length > 0 && (
        <section aria-labelledby="cp3p-trainers">
          <h2 id="cp3p-trainers">{t('trainers')}</h2>
          <ul className={styles.people}>
            {course.trainers.map((trainer) => (
              <li key={trainer.name}>
                <strong>{trainer.name}</strong>
                <span>{trainer.position}</span>
                <p>{trainer.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {course.testimony.length > 0 && (
        <section aria-labelledby="cp3p-testimony">
          <h2 id="cp3p-testimony">{t('testimony')}</h2>
          {course.testimony.map((row) => (
            <blockquote key={row.name} className={styles.quote}>
              <p>“{row.quote}”</p>
              <footer>
                {row.name}, {row.role}
              </footer>
            </blockquote>
          ))}
        </section>
      )}
    </article>
  )
}

function TextList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
