import { changePasswordPage } from '@/features/account/member-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = changePasswordPage.generateMetadata
export default changePasswordPage.Page
