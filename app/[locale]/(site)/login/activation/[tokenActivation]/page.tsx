import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/login/activation/[tokenActivation]', 'accounts')
export const generateMetadata = page.generateMetadata
export default page.Page
