import { completedCoursesPage } from '@/features/courses/activity-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = completedCoursesPage.generateMetadata
export default completedCoursesPage.Page
