import { updateEmailPage } from '@/features/account/update-email-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = updateEmailPage.generateMetadata
export default updateEmailPage.Page
