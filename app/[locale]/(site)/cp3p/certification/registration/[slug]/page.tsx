import { registrationPage } from '@/features/cp3p/registration-pages'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = registrationPage.generateMetadata
export default registrationPage.Page
