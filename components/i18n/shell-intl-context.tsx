'use client'
import { createContext, type ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/config'

export type TShellIntl = { locale: Locale; timeZone: string; messages: Record<string, unknown> }

/**
 * The page's locale and the shell's messages (lib/i18n/client-messages.ts), held without next-intl: reading pages
 * get their texts from server components, so their first download has no translation runtime (docs/decisions/045).
 * What loads on demand (the header's account parts, the route error view, the progress bar) wraps itself in
 * ShellIntl, which makes next-intl's provider from this.
 */
export const ShellIntlContext = createContext<TShellIntl | null>(null)

export function ShellIntlProvider({ value, children }: { value: TShellIntl; children: ReactNode }) {
  return <ShellIntlContext value={value}>{children}</ShellIntlContext>
}
