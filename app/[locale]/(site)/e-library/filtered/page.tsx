import { ELibraryListingPage, generateMetadata } from '@/features/elibrary/listing-page'

// The middleware sends /e-library?<filters> here (lib/i18n/filtered-variants.ts): filters render per request,
// while the API reads underneath stay cached by tag. The plain listing is the cached page next door.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default ELibraryListingPage
