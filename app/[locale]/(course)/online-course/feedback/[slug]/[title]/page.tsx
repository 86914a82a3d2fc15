import { courseFeedbackPage } from '@/features/certificates/feedback-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = courseFeedbackPage.generateMetadata
export default courseFeedbackPage.Page
