import { legalPage } from '@/features/legal/legal-page'

const page = legalPage('/term-of-use')
export const generateMetadata = page.generateMetadata
export default page.Page
