import { verificationPage } from '@/features/certificates/public-pages'

// A revocation must show at once: checked on every request.
export const dynamic = 'force-dynamic'
export const generateMetadata = verificationPage.generateMetadata
export default verificationPage.Page
