import { announcementPage } from '@/features/cp3p/dashboard-pages'

export const generateMetadata = announcementPage.generateMetadata
export default announcementPage.Page
