import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import styles from './components/account.module.css'

type TProps = { params: Promise<{ locale: string } & Record<string, string>> }

/**
 * Page and metadata for the signed-out account screens (login, register, activation, passwords): a card
 * with the route title and the screen's client form. Nothing per user is rendered, so they stay cacheable.
 */
export function guestPage(
  route: AppPathname,
  body: (args: { locale: Locale; params: Record<string, string> }) => ReactNode | Promise<ReactNode>,
  options: { wide?: boolean; lead?: string } = {},
) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale, ...routeParams } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({ locale, route, params: routeParams })
  }

  async function Page({ params }: TProps) {
    const { locale, ...routeParams } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [tRoutes, t, content] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'account' }),
      body({ locale, params: routeParams }),
    ])
    return (
      <section className={`container ${styles.authPage}`}>
        <div className={`${styles.authCard}${options.wide ? ` ${styles.authCardWide}` : ''}`}>
          <h1>{tRoutes(route)}</h1>
          {options.lead && <p className={styles.lead}>{t(options.lead as never)}</p>}
          {content}
        </div>
      </section>
    )
  }

  return { generateMetadata, Page }
}
