import { registrationPage } from '@/features/cp3p/registration-pages'

export const generateMetadata = registrationPage.generateMetadata
export default registrationPage.Page
