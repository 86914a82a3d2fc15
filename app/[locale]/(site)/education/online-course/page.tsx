import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/education/online-course', 'courses')
export const generateMetadata = page.generateMetadata
export default page.Page
