import { registerThankYouPage } from '@/features/account/register-page'

export const generateMetadata = registerThankYouPage.generateMetadata
export default registerThankYouPage.Page
