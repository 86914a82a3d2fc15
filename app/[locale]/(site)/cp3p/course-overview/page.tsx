import { courseOverviewPage } from '@/features/cp3p/public-pages'

export const generateMetadata = courseOverviewPage.generateMetadata
export default courseOverviewPage.Page
