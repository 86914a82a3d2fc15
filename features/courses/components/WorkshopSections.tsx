import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { TAnnouncement, TCourseDetail, TMaterial } from '@/backend/services/courses/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { workshopSectionId } from '../workshop'
import { CourseAbout } from './CourseAbout'
import styles from './course.module.css'

type TProps = { locale: Locale; announcementsHref: string; announcements: TAnnouncement[] | null; materials: TMaterial[] | null; detail: TCourseDetail | null }

/**
 * The workshop lecture page's own sections after the lecture (features/courses/workshop.ts): announcement 01
 * (the latest one, inline), materials and about. A section whose call failed is left out, not shown empty.
 */
export async function WorkshopSections({ locale, announcementsHref, announcements, materials, detail }: TProps) {
  const t = await getTranslations({ locale, namespace: 'courses' })
  const first = announcements?.[0]
  return (
    <>
      {announcements && (
        <section id={workshopSectionId('announcement')} className={styles.workshopSection} aria-labelledby="workshop-announcement-title" data-testid="workshop-announcement">
          <h2 id="workshop-announcement-title">{t('workshop.announcement')}</h2>
          {first ? (
            <>
              <h3>{first.title}</h3>
              <p className={styles.muted}>
                <time dateTime={first.date}>{formatDate(first.date, locale)}</time>
              </p>
              <p>{first.body}</p>
              {announcements.length > 1 && <NextLink href={announcementsHref}>{t('workshop.allAnnouncements')}</NextLink>}
            </>
          ) : (
            <p className={styles.notice}>{t('workshop.noAnnouncement')}</p>
          )}
        </section>
      )}
      {materials && (
        <section id={workshopSectionId('materials')} className={styles.workshopSection} aria-labelledby="workshop-materials-title" data-testid="workshop-materials">
          <h2 id="workshop-materials-title">{t('workshop.materials')}</h2>
          {materials.length === 0 ? (
            <p className={styles.notice}>{t('workshop.noMaterials')}</p>
          ) : (
            <ul className={styles.list}>
              {materials.map((row) => (
                <li key={row.id}>
                  <a href={row.url} {...(row.file ? { download: row.file.filename } : { target: '_blank', rel: 'noopener noreferrer' })}>
                    {row.title}
                  </a>
                  {row.file && <span className={styles.muted}> ({row.file.filename})</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {detail && (
        <section id={workshopSectionId('about')} className={styles.workshopSection} aria-labelledby="workshop-about-title" data-testid="workshop-about">
          <h2 id="workshop-about-title">{t('workshop.about')}</h2>
          <CourseAbout detail={detail} nested />
        </section>
      )}
    </>
  )
}
