'use client'
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/config'

type TMessages = Record<string, unknown>

// The header's login popup and member menu are on every page but loaded only when needed, so their texts
// come with them instead of sitting in every page's HTML (lib/i18n/client-messages.ts).
const loaders: Record<Locale, () => Promise<{ default: TMessages }>> = {
  id: () => import('@/messages/id/account.json'),
  en: () => import('@/messages/en/account.json'),
}
const loaded = new Map<Locale, Promise<TMessages>>()

export function loadAccountMessages(locale: Locale): Promise<TMessages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = loaders[locale]().then((module) => module.default)
    loaded.set(locale, messages)
  }
  return messages
}

/** Renders its children once the account texts are here, with the shell's messages beside them. */
export function AccountMessages({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale
  const timeZone = useTimeZone()
  const shell = useMessages() as TMessages
  const [account, setAccount] = useState<{ locale: Locale; messages: TMessages } | null>(null)

  useEffect(() => {
    let current = true
    void loadAccountMessages(locale).then((messages) => current && setAccount({ locale, messages }))
    return () => {
      current = false
    }
  }, [locale])

  const messages = useMemo(() => (account?.locale === locale ? { ...shell, account: account.messages } : null), [account, locale, shell])
  if (!messages) return null
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  )
}
