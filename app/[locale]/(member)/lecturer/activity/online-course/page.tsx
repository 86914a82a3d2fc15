import { lecturerCoursesPage } from '@/features/courses/activity-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = lecturerCoursesPage.generateMetadata
export default lecturerCoursesPage.Page
