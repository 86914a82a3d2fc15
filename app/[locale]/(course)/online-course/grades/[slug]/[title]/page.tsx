import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/grades/[slug]/[title]', 'assessments')
export const generateMetadata = page.generateMetadata
export default page.Page
