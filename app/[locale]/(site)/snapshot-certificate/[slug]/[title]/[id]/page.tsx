import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/snapshot-certificate/[slug]/[title]/[id]', 'certificates')
export const generateMetadata = page.generateMetadata
export default page.Page
