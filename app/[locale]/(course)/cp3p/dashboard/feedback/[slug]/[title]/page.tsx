import { feedbackPage } from '@/features/cp3p/dashboard-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = feedbackPage.generateMetadata
export default feedbackPage.Page
