import { benefitPage } from '@/features/cp3p/public-pages'

export const generateMetadata = benefitPage.generateMetadata
export default benefitPage.Page
