import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/user/activity', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
