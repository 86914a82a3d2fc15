import { legalPage } from '@/features/legal/legal-page'

const page = legalPage('/cookies-policy')
export const generateMetadata = page.generateMetadata
export default page.Page
