import { FaqPage, generateMetadata } from '@/features/faq/faq-page'

// The middleware sends /faq?category=... here (lib/i18n/filtered-variants.ts), so a shared link opens its
// category in the server render; the API read underneath stays cached by tag.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default FaqPage
