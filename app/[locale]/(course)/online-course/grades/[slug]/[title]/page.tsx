import { gradesPage } from '@/features/assessments/pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = gradesPage.generateMetadata
export default gradesPage.Page
