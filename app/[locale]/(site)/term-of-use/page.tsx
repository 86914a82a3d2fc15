import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/term-of-use', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
