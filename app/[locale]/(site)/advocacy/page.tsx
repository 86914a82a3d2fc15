import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/advocacy', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
