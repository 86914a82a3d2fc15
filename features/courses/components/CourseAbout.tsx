import { Image } from '@/components/ui/Image'
import { useTranslations } from 'next-intl'
import type { TCourseDetail } from '@/backend/services/courses/shapes'
import styles from './courses.module.css'

const socmedHref = (value: string) => (value.includes('@') && !value.startsWith('http') ? `mailto:${value}` : value)

/**
 * The enrol page's and the about-course page's body: overview, audience, requirements, outcomes, lecturers.
 * Its headings are h2 (h3 under a workshop lecture page's own "About" heading).
 */
export function CourseAbout({ detail, nested = false }: { detail: TCourseDetail; nested?: boolean }) {
  const t = useTranslations('courses.enrol')
  const { about } = detail
  const H = nested ? 'h3' : 'h2'
  const Sub = nested ? 'h4' : 'h3'
  return (
    <>
      {about.overview && (
        <section className={styles.section}>
          <H>{t('overview')}</H>
          <p>{about.overview}</p>
        </section>
      )}
      {about.whatToLearn.length > 0 && (
        <section className={styles.section}>
          <H>{t('whatToLearn')}</H>
          <ul className={styles.checks}>
            {about.whatToLearn.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      {about.courseFor && (
        <section className={styles.section}>
          <H>{t('courseFor')}</H>
          <p>{about.courseFor}</p>
        </section>
      )}
      {about.requirements && (
        <section className={styles.section}>
          <H>{t('requirements')}</H>
          <p>{about.requirements}</p>
        </section>
      )}
      {detail.lecturers.length > 0 && (
        <section className={styles.section}>
          <H>{t('lecturers')}</H>
          {detail.lecturers.map((lecturer) => (
            <article key={lecturer.name} className={styles.lecturer}>
              {lecturer.ava ? <Image src={lecturer.ava.url} alt={lecturer.ava.alt} width={96} height={96} /> : <span />}
              <div>
                <Sub>{lecturer.name}</Sub>
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
