import { loginPage } from '@/features/account/login-page'

export const generateMetadata = loginPage.generateMetadata
export default loginPage.Page
