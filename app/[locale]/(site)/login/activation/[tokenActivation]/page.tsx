import { activationPage } from '@/features/account/register-page'

export const generateMetadata = activationPage.generateMetadata
export default activationPage.Page
