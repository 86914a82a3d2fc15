import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import type { TProfile } from '@/backend/services/account/to-profile'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { MemberMenu } from './components/MemberMenu'
import { requireMember } from './member-queries'
import styles from './components/member.module.css'

type TProps = { params: Promise<{ locale: string }> }
type TBody = (args: { locale: Locale; profile: TProfile }) => ReactNode | Promise<ReactNode>

/**
 * A page of the member area: the session is checked here (not only by the middleware or a layout), then
 * the side menu and the page's content. Rendered per request, never cached.
 */
export function memberPage(route: AppPathname, body: TBody, options: { lead?: string; defaultLoginOnly?: boolean } = {}) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return { ...(await pageMetadata({ locale, route })), robots: { index: false, follow: false } }
  }

  async function Page({ params }: TProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const profile = await requireMember(locale, route)
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'account' }),
    ])
    // Spec section 6: account settings only for the default (email and password) login type.
    const allowed = !options.defaultLoginOnly || profile.loginType === 'default'
    return (
      <div className={`container ${styles.layout}`}>
        <MemberMenu locale={locale} profile={profile} active={route} />
        <div className={styles.content}>
          <h1>{tRoutes(route)}</h1>
          {options.lead && <p className={styles.lead}>{t(options.lead as never)}</p>}
          {allowed ? await body({ locale, profile }) : <p>{t('settings.socialOnly')}</p>}
        </div>
      </div>
    )
  }

  return { generateMetadata, Page }
}
