'use client'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import { ShellIntl } from '@/components/i18n/ShellIntl'
import { ShellIntlContext } from '@/components/i18n/shell-intl-context'
import type { Locale } from '@/lib/i18n/config'
import { loadAccountMessages } from './account-messages'

/**
 * Renders its children once the account texts are here, with the shell's messages beside them. Only the parts
 * loaded on demand import it (AccountLoginPopup, AccountSignedInArea): it brings next-intl.
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  const locale = useContext(ShellIntlContext)?.locale
  const [account, setAccount] = useState<{ locale: Locale; messages: Record<string, unknown> } | null>(null)

  useEffect(() => {
    if (!locale) return
    let current = true
    void loadAccountMessages(locale).then((messages) => current && setAccount({ locale, messages }))
    return () => {
      current = false
    }
  }, [locale])

  if (!account || account.locale !== locale) return null
  return <ShellIntl extra={{ account: account.messages }}>{children}</ShellIntl>
}
