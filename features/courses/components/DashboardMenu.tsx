import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { Locale } from '@/lib/i18n/config'
import type { TCourseHead } from '../types'
import { dashboardHref, dashboardMenuPages, type TDashboardPage } from '../routes'
import { FoldingMenu } from './FoldingMenu'
import { ProgressBar } from './ProgressBar'
import styles from './course.module.css'

/** The course dashboard's side menu (entries: `dashboardMenuPages`). */
export async function DashboardMenu({ locale, head, active }: { locale: Locale; head: TCourseHead; active: TDashboardPage }) {
  const t = await getTranslations({ locale, namespace: 'courses' })
  const pages = dashboardMenuPages(head)
  return (
    <FoldingMenu label={t('layout.menu')} summary={t(`dashboard.${active}`)}>
      {head.progress && (
        <div className={styles.progressBox}>
          <ProgressBar progress={head.progress} />
        </div>
      )}
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page}>
            <NextLink href={dashboardHref(locale, page, head)} aria-current={page === active ? 'page' : undefined}>
              {t(`dashboard.${page}`)}
            </NextLink>
          </li>
        ))}
      </ul>
    </FoldingMenu>
  )
}
