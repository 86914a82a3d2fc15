import { generateConfirmationMetadata, PaymentConfirmationPage } from '@/features/cp3p/member-pages'

export const generateMetadata = generateConfirmationMetadata
export default PaymentConfirmationPage
