'use client'
import { NextIntlClientProvider } from 'next-intl'
import { useContext, type ReactNode } from 'react'
import { ShellIntlContext } from './shell-intl-context'

/**
 * next-intl's provider with the shell's messages (and `extra` namespaces) for a part that loads on demand. Import it
 * only from such parts: it brings the translation runtime with it.
 */
export function ShellIntl({ extra, children }: { extra?: Record<string, unknown>; children: ReactNode }) {
  const shell = useContext(ShellIntlContext)
  if (!shell) throw new Error('ShellIntl needs the ShellIntlProvider of app/[locale]/layout.tsx')
  return (
    <NextIntlClientProvider locale={shell.locale} timeZone={shell.timeZone} messages={extra ? { ...shell.messages, ...extra } : shell.messages}>
      {children}
    </NextIntlClientProvider>
  )
}
