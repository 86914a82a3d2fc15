import { AttendancePage, generateMetadata } from '@/features/events/attendance-page'

// Per member and per moment: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default AttendancePage
