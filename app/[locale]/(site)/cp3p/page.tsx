import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/cp3p', 'cp3p')
export const generateMetadata = page.generateMetadata
export default page.Page
