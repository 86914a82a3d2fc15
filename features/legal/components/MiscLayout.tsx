import NextLink from '@/lib/navigation/Link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { MISC_ROUTES, type TMiscRoute } from '@/lib/contracts/legal'
import styles from './legal.module.css'

/**
 * Spec section 2's misc layout: side links to the four legal pages. From 1024 px they are a side menu;
 * below (spec: "side menus collapse into a dropdown under 1024 px") a disclosure that shows the current
 * page and opens the same links. Only one of the two is displayed, so assistive technology meets one menu.
 */
export async function MiscLayout({ current, locale, children }: { current: TMiscRoute; locale: Locale; children: ReactNode }) {
  const [t, tRoutes] = await Promise.all([
    getTranslations({ locale, namespace: 'legal' }),
    getTranslations({ locale, namespace: 'routes' }),
  ])
  const links = (
    <ul className={styles.menuList}>
      {MISC_ROUTES.map((route) => (
        <li key={route}>
          <NextLink href={buildPath(route, locale)} aria-current={route === current ? 'page' : undefined} className={styles.menuLink}>
            {tRoutes(route)}
          </NextLink>
        </li>
      ))}
    </ul>
  )
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.menu} aria-label={t('menuLabel')}>
        <div className={styles.sideMenu}>{links}</div>
        {/* Keyed by page so a client navigation opens the next page with the dropdown closed. */}
        <details key={current} className={styles.dropdown}>
          <summary className={styles.dropdownToggle}>
            <span className="visually-hidden">{t('menuLabel')}: </span>
            {tRoutes(current)}
          </summary>
          {links}
        </details>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
