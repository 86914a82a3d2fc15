import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/search/[searchKey]', 'search')
export const generateMetadata = page.generateMetadata
export default page.Page
