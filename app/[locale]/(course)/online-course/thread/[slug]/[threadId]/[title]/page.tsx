import { threadPage } from '@/features/forum/pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = threadPage.generateMetadata
export default threadPage.Page
