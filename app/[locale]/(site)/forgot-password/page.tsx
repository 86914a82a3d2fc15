import { forgotPasswordPage } from '@/features/account/register-page'

export const generateMetadata = forgotPasswordPage.generateMetadata
export default forgotPasswordPage.Page
