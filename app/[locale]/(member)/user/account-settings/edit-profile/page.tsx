import { editProfilePage } from '@/features/account/edit-profile-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = editProfilePage.generateMetadata
export default editProfilePage.Page
