import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { TAlternatePaths } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { BackToTop } from './BackToTop'
import type { THeaderVariant } from './HeaderShell'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main content, footer and back-to-top: the frame every layout group uses with its header variant. */
export async function SiteFrame({
  locale,
  variant,
  title,
  alternates,
  account,
  children,
}: {
  locale: Locale
  variant?: THeaderVariant
  title?: string
  /** A detail page's path in each language (features/detail-frame), for the header's language switcher. */
  alternates?: TAlternatePaths
  /** The header's account corner (features/account MemberArea): shared components know no feature. */
  account: ReactNode
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <>
      <SiteHeader locale={locale} variant={variant} title={title} alternates={alternates} account={account} />
      <main id="main-content" tabIndex={-1} className={`site-main site-main--${variant ?? 'default'}`}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <BackToTop label={t('backToTop')} />
    </>
  )
}
