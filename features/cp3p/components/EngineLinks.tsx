import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { TCp3pEngine } from '@/backend/services/cp3p/lms'
import { ProgressBar } from '@/features/courses/components/ProgressBar'
import { dashboardHref, examHref } from '@/features/courses/routes'
import type { Locale } from '@/lib/i18n/config'
import styles from './cp3p.module.css'

/**
 * The programme's course on the online-course engine (decision 036): progress from the engine, and its final exam,
 * discussion forum, grades and e-certificate pages, which admit the paid registrant (enrolled on payment).
 */
export async function EngineLinks({ locale, engine }: { locale: Locale; engine: TCp3pEngine }) {
  const t = await getTranslations({ locale, namespace: 'cp3p.engine' })
  const course = { slug: engine.slug, courseName: engine.courseName }
  const links: [string, string][] = [
    ...(engine.finalExam ? ([[t('exam'), examHref(locale, course)]] as [string, string][]) : []),
    [t('discussion'), dashboardHref(locale, 'discussion', course)],
    [t('grades'), dashboardHref(locale, 'grades', course)],
    [t('certificate'), dashboardHref(locale, 'certificate', course)],
  ]
  return (
    <section aria-label={t('label')} className={styles.engine} data-testid="cp3p-engine">
      <ProgressBar progress={engine} />
      <p className={styles.muted}>{t('intro')}</p>
      <ul>
        {links.map(([label, href]) => (
          <li key={href}>
            <NextLink href={href}>{label}</NextLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
