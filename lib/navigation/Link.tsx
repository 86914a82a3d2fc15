'use client'
import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { useIntentPrefetch } from './intent-prefetch'

/** next/link that prefetches on intent rather than when it scrolls into view (./intent-prefetch). */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...useIntentPrefetch<HTMLAnchorElement, ComponentProps<typeof NextLink>>(props)} />
}
