import { descriptionPage } from '@/features/cp3p/public-pages'

export const generateMetadata = descriptionPage.generateMetadata
export default descriptionPage.Page
