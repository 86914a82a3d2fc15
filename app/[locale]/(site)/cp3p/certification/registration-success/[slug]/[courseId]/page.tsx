import { successPage } from '@/features/cp3p/registration-pages'

export const generateMetadata = successPage.generateMetadata
export default successPage.Page
