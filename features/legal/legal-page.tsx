import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { MiscLayout } from './components/MiscLayout'
import { PolicyDocument } from './components/PolicyDocument'
import { POLICY_KEY_OF, type TMiscRoute } from '@/lib/contracts/legal'
import { fetchPolicyPage } from './queries'

type TProps = { params: Promise<{ locale: string }> }

/** Page and metadata of one legal page (terms, copyright, privacy, cookies) inside the misc layout. */
export function legalPage(route: TMiscRoute) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({ locale, route })
  }

  async function Page({ params }: TProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [tRoutes, page] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      fetchPolicyPage(locale, POLICY_KEY_OF[route]),
    ])
    return (
      <MiscLayout current={route} locale={locale}>
        <PolicyDocument page={page} fallbackTitle={tRoutes(route)} locale={locale} />
      </MiscLayout>
    )
  }

  return { generateMetadata, Page }
}
