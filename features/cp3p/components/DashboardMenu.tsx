import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import styles from './cp3p.module.css'

export const DASHBOARD_TABS = ['content-course', 'announcement', 'feedback', 'about'] as const
export type TDashboardTab = (typeof DASHBOARD_TABS)[number]

const PATHS = {
  'content-course': '/cp3p/dashboard/content-course/[slug]/[title]',
  announcement: '/cp3p/dashboard/announcement/[slug]/[title]',
  feedback: '/cp3p/dashboard/feedback/[slug]/[title]',
  about: '/cp3p/dashboard/about/[slug]/[title]',
} as const

/** Spec section 2: the cp3p dashboard side menu (content-course, announcement, feedback, about). */
export async function DashboardMenu({ locale, slug, active }: { locale: Locale; slug: string; active: TDashboardTab }) {
  const t = await getTranslations({ locale, namespace: 'cp3p.menu' })
  return (
    <nav aria-label="cp3p" className={styles.sideMenu}>
      <ul>
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab}>
            <Link href={{ pathname: PATHS[tab], params: { slug, title: slug } }} aria-current={tab === active ? 'page' : undefined}>
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
