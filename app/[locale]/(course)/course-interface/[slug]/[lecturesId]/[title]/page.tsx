import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/course-interface/[slug]/[lecturesId]/[title]', 'courses')
export const generateMetadata = page.generateMetadata
export default page.Page
