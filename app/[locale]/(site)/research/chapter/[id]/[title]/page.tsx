import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/research/chapter/[id]/[title]', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
