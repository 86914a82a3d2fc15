import { EventListingPage, generateMetadata } from '@/features/events/listing-page'

// The middleware sends /event?<filters> here (lib/i18n/filtered-variants.ts), including the menu's Outreach
// and Education links: filters render per request, while the API reads underneath stay cached by tag.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default EventListingPage
