import { generateMetadata, HowItWorksPage } from '@/features/how-it-works/how-it-works-page'

// One cached page per language, expired by the how-it-works tag when an editor saves the global.
export { generateMetadata }
export default HowItWorksPage
