import 'server-only'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { z } from 'zod'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'

export type TListingPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A listing's `generateMetadata`: the stored metadata of its route (spec section 1). */
export function listingMetadata(route: AppPathname) {
  return async ({ params }: Pick<TListingPageProps, 'params'>): Promise<Metadata> => {
    const { locale } = await params
    return isLocale(locale) ? pageMetadata({ locale, route }) : {}
  }
}

/** The locale of a listing request (404 for an unknown one) and its filters, parsed from the URL. */
export async function openListingPage<S extends z.ZodType>(props: TListingPageProps, schema: S): Promise<{ locale: Locale; query: z.output<S> }> {
  const { locale } = await props.params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return { locale, query: schema.parse(await props.searchParams) }
}
