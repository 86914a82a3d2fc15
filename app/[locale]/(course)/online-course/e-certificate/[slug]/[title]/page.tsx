import { eCertificatePage } from '@/features/certificates/e-certificate-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = eCertificatePage.generateMetadata
export default eCertificatePage.Page
