import { registerPage } from '@/features/account/register-page'

export const generateMetadata = registerPage.generateMetadata
export default registerPage.Page
