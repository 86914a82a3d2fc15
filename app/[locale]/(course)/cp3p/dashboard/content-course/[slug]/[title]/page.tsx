import { contentCoursePage } from '@/features/cp3p/dashboard-pages'

export const generateMetadata = contentCoursePage.generateMetadata
export default contentCoursePage.Page
