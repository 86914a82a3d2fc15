import { EventListingPage, generateMetadata } from '@/features/events/listing-page'

type TProps = { params: Promise<{ locale: string }> }

// The listing without filters: one cached page per language, expired by the CMS hooks' tags and, because
// past and upcoming move with the clock, by the API reads' few-minute revalidation. A URL with a query
// string is rewritten by the middleware to ./filtered (lib/i18n/filtered-variants.ts).
export { generateMetadata }
export default function Page({ params }: TProps) {
  return EventListingPage({ params, searchParams: Promise.resolve({}) })
}
