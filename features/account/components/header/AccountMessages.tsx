'use client'
import type { ReactNode } from 'react'
import { LazyMessages } from '@/components/i18n/LazyMessages'
import { loadAccountMessages } from './account-messages'

/**
 * Renders its children once the account texts are here, with the shell's messages beside them. Only the parts
 * loaded on demand import it (AccountLoginPopup, AccountSignedInArea): it brings next-intl.
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <LazyMessages load={loadAccountMessages}>{children}</LazyMessages>
}
