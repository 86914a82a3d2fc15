import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { Link } from '@/lib/i18n/navigation'
import styles from './cp3p.module.css'

export const CP3P_SUB_PAGES = ['/cp3p/description', '/cp3p/course-overview', '/cp3p/learning', '/cp3p/benefit', '/cp3p/target', '/cp3p/faq', '/cp3p/inhouse-registration'] as const

/** The landing's links to its sub-pages (spec section 2, cp3p sub-pages). */
export async function SubPageNav({ locale, active }: { locale: Locale; active?: AppPathname }) {
  const [t, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' })])
  return (
    <nav aria-label={t('subPages')} className={styles.subNav}>
      <ul>
        <li>
          <Link href="/cp3p" aria-current={active === '/cp3p' ? 'page' : undefined}>
            {tRoutes('/cp3p')}
          </Link>
        </li>
        {CP3P_SUB_PAGES.map((route) => (
          <li key={route}>
            <Link href={route} aria-current={active === route ? 'page' : undefined}>
              {tRoutes(route).replace(/^CP3P\s*/i, '')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
