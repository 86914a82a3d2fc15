import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/course-content/[slug]/[title]', 'courses')
export const generateMetadata = page.generateMetadata
export default page.Page
