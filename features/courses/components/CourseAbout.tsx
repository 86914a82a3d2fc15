import Image from 'next/image'
import { useTranslations } from 'next-intl'
import type { TCourseDetail } from '@/backend/services/courses/shapes'
import styles from './courses.module.css'

const socmedHref = (value: string) => (value.includes('@') && !value.startsWith('http') ? `mailto:${value}` : value)

/** The enrol page's and the about-course page's body: overview, audience, requirements, outcomes, lecturers. */
export function CourseAbout({ detail }: { detail: TCourseDetail }) {
  const t = useTranslations('courses.enrol')
  const { about } = detail
  return (
    <>
      {about.overview && (
        <section className={styles.section}>
          <h2>{t('overview')}</h2>
          <p>{about.overview}</p>
        </section>
      )}
      {about.whatToLearn.length > 0 && (
        <section className={styles.section}>
          <h2>{t('whatToLearn')}</h2>
          <ul className={styles.checks}>
            {about.whatToLearn.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      {about.courseFor && (
        <section className={styles.section}>
          <h2>{t('courseFor')}</h2>
          <p>{about.courseFor}</p>
        </section>
      )}
      {about.requirements && (
        <section className={styles.section}>
          <h2>{t('requirements')}</h2>
          <p>{about.requirements}</p>
        </section>
      )}
      {detail.lecturers.length > 0 && (
        <section className={styles.section}>
          <h2>{t('lecturers')}</h2>
          {detail.lecturers.map((lecturer) => (
            <article key={lecturer.name} className={styles.lecturer}>
              {lecturer.ava ? <Image src={lecturer.ava.url} alt={lecturer.ava.alt} width={96} height={96} /> : <span />}
              <div>
                <h3>{lecturer.name}</h3>
                <p className={styles.meta}>{lecturer.position}</p>
                <p>{lecturer.description}</p>
                <ul className={styles.socmed}>
                  {lecturer.socmed.map((link) => (
                    <li key={link.value}>
                      <a href={socmedHref(link.value)} rel="noopener noreferrer" target={link.value.startsWith('http') ? '_blank' : undefined}>
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </section>
      )}
    </>
  )
}
