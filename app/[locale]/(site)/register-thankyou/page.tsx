import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/register-thankyou', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
