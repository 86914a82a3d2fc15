import { gradingPage } from '@/features/assessments/grading-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = gradingPage.generateMetadata
export default gradingPage.Page
