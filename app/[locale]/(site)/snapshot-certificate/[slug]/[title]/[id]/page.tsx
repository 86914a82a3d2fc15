import { snapshotPage } from '@/features/certificates/public-pages'

// A revocation must show at once: checked on every request.
export const dynamic = 'force-dynamic'
export const generateMetadata = snapshotPage.generateMetadata
export default snapshotPage.Page
