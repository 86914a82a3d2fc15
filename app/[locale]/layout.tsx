import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { PageViewTracker } from '@/components/analytics/PageViewTracker'
import { ShellIntlProvider } from '@/components/i18n/shell-intl-context'
import { Providers } from '@/components/providers/Providers'
import { shellMessages } from '@/lib/i18n/client-messages'
import { routing } from '@/lib/i18n/routing'
import { siteUrl } from '@/lib/seo/site-url'
import './globals.css'

export const metadata: Metadata = { metadataBase: siteUrl() }

// No page is prerendered at build time (the API is not running then); each is rendered on its first
// request and then served from the cache until its tags or revalidate period expire (ISR).
export function generateStaticParams() {
  return []
}
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3c5d' }

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [messages, timeZone, t] = await Promise.all([getMessages(), getTimeZone(), getTranslations('common')])

  return (
    <html lang={locale}>
      <body>
        {/* No next-intl provider here: a route folder whose client components translate adds one (ClientMessages). */}
        <ShellIntlProvider value={{ locale, timeZone, messages: shellMessages(messages) }}>
          <Providers progressLabel={t('loadingPage')}>{children}</Providers>
          <PageViewTracker locale={locale} />
        </ShellIntlProvider>
      </body>
    </html>
  )
}
