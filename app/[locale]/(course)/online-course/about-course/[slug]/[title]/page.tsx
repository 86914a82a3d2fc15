import { aboutCoursePage } from '@/features/courses/dashboard-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = aboutCoursePage.generateMetadata
export default aboutCoursePage.Page
