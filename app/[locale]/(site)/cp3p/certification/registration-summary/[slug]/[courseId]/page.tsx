import { summaryPage } from '@/features/cp3p/registration-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = summaryPage.generateMetadata
export default summaryPage.Page
