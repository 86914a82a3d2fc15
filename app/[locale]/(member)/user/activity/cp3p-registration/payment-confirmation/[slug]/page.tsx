import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/user/activity/cp3p-registration/payment-confirmation/[slug]', 'cp3p')
export const generateMetadata = page.generateMetadata
export default page.Page
