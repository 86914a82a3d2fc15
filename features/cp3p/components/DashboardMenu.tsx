import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import menuStyles from './dashboard-menu.module.css'

export const DASHBOARD_TABS = ['content-course', 'announcement', 'feedback', 'about'] as const
export type TDashboardTab = (typeof DASHBOARD_TABS)[number]

const PATHS = {
  'content-course': '/cp3p/dashboard/content-course/[slug]/[title]',
  announcement: '/cp3p/dashboard/announcement/[slug]/[title]',
  feedback: '/cp3p/dashboard/feedback/[slug]/[title]',
  about: '/cp3p/dashboard/about/[slug]/[title]',
} as const

/**
 * Spec section 2: the cp3p dashboard side menu (content-course, announcement, feedback, about). From 1024 px
 * a side menu; below, like the other side menus, a dropdown showing the current tab. Only one of the two
 * is displayed, so assistive technology meets one menu.
 */
export async function DashboardMenu({ locale, slug, active }: { locale: Locale; slug: string; active: TDashboardTab }) {
  const t = await getTranslations({ locale, namespace: 'cp3p' })
  const links = (
    <ul className={menuStyles.list}>
      {DASHBOARD_TABS.map((tab) => (
        <li key={tab}>
          <Link href={{ pathname: PATHS[tab], params: { slug, title: slug } }} aria-current={tab === active ? 'page' : undefined} className={menuStyles.link}>
            {t(`menu.${tab}`)}
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <nav aria-label={t('menuLabel')} className={menuStyles.menu} data-testid="cp3p-dashboard-menu">
      <div className={menuStyles.side}>{links}</div>
      {/* Keyed by tab so a client navigation opens the next tab with the dropdown closed. */}
      <details key={active} className={menuStyles.dropdown}>
        <summary className={menuStyles.toggle}>
          <span className="visually-hidden">{t('menuLabel')}: </span>
          {t(`menu.${active}`)}
        </summary>
        {links}
      </details>
    </nav>
  )
}
