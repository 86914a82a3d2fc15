import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/cp3p/dashboard/feedback/[slug]/[title]', 'cp3p')
export const generateMetadata = page.generateMetadata
export default page.Page
