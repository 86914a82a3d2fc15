'use client'
import { useRouter } from 'next/navigation'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'

/**
 * Applying a filter goes to the listing's new URL: the server renders the new first page and the results,
 * keyed by the query, remount at position 1 (spec section 4). `pending` is true until the new page is in.
 */
export function useListingNavigation(options: { keepScroll: boolean }) {
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const go = (href: string) => navigate(href, () => router.push(href, options.keepScroll ? { scroll: false } : undefined))
  return { pending, go }
}
