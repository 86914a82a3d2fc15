import { CourseReportPage, generateReportMetadata } from '@/features/courses/report-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = generateReportMetadata
export default CourseReportPage
