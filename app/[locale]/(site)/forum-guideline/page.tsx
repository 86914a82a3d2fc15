import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/forum-guideline', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
