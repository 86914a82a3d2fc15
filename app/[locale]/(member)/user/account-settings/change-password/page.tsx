import { changePasswordPage } from '@/features/account/change-password-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = changePasswordPage.generateMetadata
export default changePasswordPage.Page
