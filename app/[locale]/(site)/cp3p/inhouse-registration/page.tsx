import { inhousePage } from '@/features/cp3p/public-pages'

export const generateMetadata = inhousePage.generateMetadata
export default inhousePage.Page
