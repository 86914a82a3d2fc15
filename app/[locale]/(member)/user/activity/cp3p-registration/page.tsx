import { registrationListPage } from '@/features/cp3p/member-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = registrationListPage.generateMetadata
export default registrationListPage.Page
