import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { pickMessages, SHELL_NAMESPACES } from '@/lib/i18n/client-messages'
import { isLocale, type Locale } from '@/lib/i18n/config'

/** Hands the client components below it the shell's messages plus these feature namespaces (lib/i18n/client-messages.ts). */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly string[]; children: ReactNode }) {
  // Layouts render apart from the page: without the locale set here, next-intl would read it from the request
  // headers and the page could no longer be cached.
  setRequestLocale(locale)
  const messages = await getMessages({ locale })
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, [...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  )
}

/** A route folder's layout that only adds its client namespaces: `export default withClientMessages(['elibrary'])`. */
export function withClientMessages(namespaces: readonly string[]) {
  return async function ClientMessagesLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    const { locale } = await params
    if (!isLocale(locale)) return null
    return (
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    )
  }
}
