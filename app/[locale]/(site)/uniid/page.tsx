import { UniidPage, generateMetadata } from '@/features/uniid/uniid-page'

// One cached page per language (ISR), expired by the uniid-page global's and the universities' hooks.
export { generateMetadata }
export default UniidPage
