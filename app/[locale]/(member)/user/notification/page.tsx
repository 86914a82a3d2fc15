import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/user/notification', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
