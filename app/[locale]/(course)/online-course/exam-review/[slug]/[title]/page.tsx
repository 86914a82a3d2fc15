import { examReviewPage } from '@/features/assessments/pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = examReviewPage.generateMetadata
export default examReviewPage.Page
