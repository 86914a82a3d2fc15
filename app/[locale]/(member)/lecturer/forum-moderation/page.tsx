import { moderationPage } from '@/features/forum/moderation-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = moderationPage.generateMetadata
export default moderationPage.Page
