import { updatePasswordPage } from '@/features/account/register-page'

export const generateMetadata = updatePasswordPage.generateMetadata
export default updatePasswordPage.Page
