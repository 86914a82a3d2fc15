import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/e-library/chapter/[id]/[title]', 'content')
export const generateMetadata = page.generateMetadata
export default page.Page
