'use client'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { ShellIntl } from './ShellIntl'
import { ShellIntlContext } from './shell-intl-context'

type TNamespaces = Record<string, unknown>

/**
 * For a part loaded on demand on a page without a next-intl provider (docs/decisions/045): shows `fallback` until
 * the namespaces `load` brings (message files imported in the browser, compiled by lib/i18n/precompile-loader.mjs)
 * are here, then its children with them beside the shell's messages. `load` must keep its identity (a module-level
 * function that caches its promise per locale).
 */
export function LazyMessages({ load, fallback = null, children }: { load: (locale: Locale) => Promise<TNamespaces>; fallback?: ReactNode; children: ReactNode }) {
  const locale = useContext(ShellIntlContext)?.locale
  const [loaded, setLoaded] = useState<{ locale: Locale; namespaces: TNamespaces } | null>(null)

  useEffect(() => {
    if (!locale) return
    let current = true
    void load(locale).then((namespaces) => current && setLoaded({ locale, namespaces }))
    return () => {
      current = false
    }
  }, [locale, load])

  if (!loaded || loaded.locale !== locale) return fallback
  return <ShellIntl extra={loaded.namespaces}>{children}</ShellIntl>
}
