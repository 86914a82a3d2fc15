import { ongoingCoursesPage } from '@/features/courses/activity-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = ongoingCoursesPage.generateMetadata
export default ongoingCoursesPage.Page
