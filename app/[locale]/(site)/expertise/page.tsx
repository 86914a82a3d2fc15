import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/expertise', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
