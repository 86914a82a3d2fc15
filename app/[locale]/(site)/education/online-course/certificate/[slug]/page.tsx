import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/education/online-course/certificate/[slug]', 'certificates')
export const generateMetadata = page.generateMetadata
export default page.Page
