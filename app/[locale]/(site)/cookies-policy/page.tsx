import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/cookies-policy', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
