'use client'
import type { ComponentProps } from 'react'
import { useIntentPrefetch } from '@/lib/navigation/intent-prefetch'
import { LocaleLinkBase } from './navigation-base'

type TProps = ComponentProps<typeof LocaleLinkBase>

/** next-intl's Link (a pathname of lib/i18n/pathnames and its params), prefetching on intent (lib/navigation). */
export function LocaleLink(props: TProps) {
  return <LocaleLinkBase {...useIntentPrefetch<HTMLAnchorElement, TProps>(props)} />
}
