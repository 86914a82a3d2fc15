'use client'
import { usePathname } from 'next/navigation'
import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import type { TAlternatePaths, TRegisteredAlternates } from '@/lib/i18n/alternate-paths'

type TContext = { registered: TRegisteredAlternates | null; register: Dispatch<SetStateAction<TRegisteredAlternates | null>> }

const AlternatePathsContext = createContext<TContext>({ registered: null, register: () => {} })

/**
 * Lets a page whose URL differs between languages by more than the route map (a detail page's title slug)
 * hand its other-language URLs to the header's language switcher, which the layout renders before it.
 */
export function AlternatePathsProvider({ children }: { children: ReactNode }) {
  const [registered, register] = useState<TRegisteredAlternates | null>(null)
  return <AlternatePathsContext.Provider value={{ registered, register }}>{children}</AlternatePathsContext.Provider>
}

export function useRegisteredAlternates(): TRegisteredAlternates | null {
  return useContext(AlternatePathsContext).registered
}

/** Rendered by a detail page: its path in each language, for as long as it is shown. */
export function AlternateLanguagePaths({ paths }: { paths: TAlternatePaths }) {
  const { register } = useContext(AlternatePathsContext)
  const pathname = usePathname()
  const key = JSON.stringify(paths)
  useEffect(() => {
    const own: TRegisteredAlternates = { paths: JSON.parse(key) as TAlternatePaths, registeredBy: pathname }
    register(own)
    // Only its own: the next page may already have registered.
    return () => register((current) => (current === own ? null : current))
  }, [key, pathname, register])
  return null
}
