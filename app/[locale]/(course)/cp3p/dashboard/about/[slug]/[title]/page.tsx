import { aboutPage } from '@/features/cp3p/dashboard-pages'

export const generateMetadata = aboutPage.generateMetadata
export default aboutPage.Page
