import { learningPage } from '@/features/cp3p/public-pages'

export const generateMetadata = learningPage.generateMetadata
export default learningPage.Page
