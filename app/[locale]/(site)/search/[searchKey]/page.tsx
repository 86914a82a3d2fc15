import { generateMetadata, SearchPage } from '@/features/search/search-page'

// Results depend on the query and filters, so the page renders per request; the API reads underneath
// are cached by tag and expire when an editor publishes.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default SearchPage
