import { courseInterfacePage } from '@/features/courses/interface-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = courseInterfacePage.generateMetadata
export default courseInterfacePage.Page
