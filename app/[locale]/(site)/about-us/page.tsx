import { AboutUsPage, generateMetadata } from '@/features/about/about-page'

// One cached page per language (ISR), expired by the about-page global's and the banners' hooks.
export { generateMetadata }
export default AboutUsPage
