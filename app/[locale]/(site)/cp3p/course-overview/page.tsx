import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/cp3p/course-overview', 'cp3p')
export const generateMetadata = page.generateMetadata
export default page.Page
