import { focusAreaPage } from '@/features/focus-areas/focus-area-page'

// One cached page per language (ISR), expired by the expertise-page global's and the banners' hooks.
const page = focusAreaPage('/expertise')
export const generateMetadata = page.generateMetadata
export default page.Page
