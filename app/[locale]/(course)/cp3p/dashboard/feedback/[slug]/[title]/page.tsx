import { feedbackPage } from '@/features/cp3p/dashboard-pages'

export const generateMetadata = feedbackPage.generateMetadata
export default feedbackPage.Page
