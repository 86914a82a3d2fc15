import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/capacity-building', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
