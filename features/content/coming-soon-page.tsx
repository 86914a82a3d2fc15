import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ComingSoon, type TFeature } from './ComingSoon'

type TPageProps = { params: Promise<{ locale: string } & Record<string, string>> }

/**
 * Page and metadata for a route whose feature arrives in a later issue. Route files stay one-liners
 * and are replaced by the feature's own page when it lands.
 */
export function comingSoonPage(route: AppPathname, feature: TFeature) {
  async function generateMetadata({ params }: TPageProps): Promise<Metadata> {
    const { locale, ...routeParams } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({ locale, route, params: routeParams })
  }

  async function Page({ params }: TPageProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return <ComingSoon locale={locale} route={route} feature={feature} />
  }

  return { generateMetadata, Page }
}
