import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/event/[id]/[title]', 'events')
export const generateMetadata = page.generateMetadata
export default page.Page
