import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { isLocale } from '@/lib/i18n/config'

/**
 * The detail pages draw their own frame (features/detail-frame: the language switcher needs each page's paths). This
 * layout only gives their not-found boundary the locale: without it, next-intl reads it from the request headers,
 * which a cached (ISR) page may not do.
 */
export default async function DetailLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  return children
}
