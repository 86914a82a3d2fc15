import { OutreachPage, generateMetadata } from '@/features/outreach/outreach-page'

export { generateMetadata }
export default OutreachPage
