import { deleteAccountPage } from '@/features/account/delete-account-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = deleteAccountPage.generateMetadata
export default deleteAccountPage.Page
