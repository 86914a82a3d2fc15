import { materialPage } from '@/features/courses/dashboard-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = materialPage.generateMetadata
export default materialPage.Page
