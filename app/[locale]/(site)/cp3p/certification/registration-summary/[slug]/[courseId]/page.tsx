import { summaryPage } from '@/features/cp3p/registration-pages'

export const generateMetadata = summaryPage.generateMetadata
export default summaryPage.Page
