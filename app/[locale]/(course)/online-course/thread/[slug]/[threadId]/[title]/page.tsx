import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/thread/[slug]/[threadId]/[title]', 'discussion')
export const generateMetadata = page.generateMetadata
export default page.Page
