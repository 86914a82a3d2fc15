import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/user/account-settings', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
