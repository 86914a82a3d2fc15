import { faqPage } from '@/features/cp3p/public-pages'

export const generateMetadata = faqPage.generateMetadata
export default faqPage.Page
