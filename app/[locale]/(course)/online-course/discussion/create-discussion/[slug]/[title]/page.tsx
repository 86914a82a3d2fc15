import { createThreadPage } from '@/features/forum/pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = createThreadPage.generateMetadata
export default createThreadPage.Page
