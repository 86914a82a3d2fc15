import { landingPage } from '@/features/cp3p/public-pages'

export const generateMetadata = landingPage.generateMetadata
export default landingPage.Page
