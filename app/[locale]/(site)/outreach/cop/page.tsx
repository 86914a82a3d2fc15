import { CopPage, generateMetadata } from '@/features/outreach/cop-page'

export { generateMetadata }
export default CopPage
