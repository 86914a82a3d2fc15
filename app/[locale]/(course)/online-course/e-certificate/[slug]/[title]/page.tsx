import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/e-certificate/[slug]/[title]', 'certificates')
export const generateMetadata = page.generateMetadata
export default page.Page
