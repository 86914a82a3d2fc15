import { targetPage } from '@/features/cp3p/public-pages'

export const generateMetadata = targetPage.generateMetadata
export default targetPage.Page
