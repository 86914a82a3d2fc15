import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/update-password/[keyToken]', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
