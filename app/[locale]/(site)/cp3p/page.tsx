import { landingPage } from '@/features/cp3p/public-pages'

// The currency filter reads the query, and seats change with every registration: rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = landingPage.generateMetadata
export default landingPage.Page
