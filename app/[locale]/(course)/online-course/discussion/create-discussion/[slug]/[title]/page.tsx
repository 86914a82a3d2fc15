import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/discussion/create-discussion/[slug]/[title]', 'discussion')
export const generateMetadata = page.generateMetadata
export default page.Page
