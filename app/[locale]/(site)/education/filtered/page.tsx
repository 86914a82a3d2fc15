import { EducationPage, generateMetadata } from '@/features/education/education-page'

// The middleware sends /education?<search or sort> here (lib/i18n/filtered-variants.ts): it renders per request,
// while the API reads underneath stay cached by tag. The plain page is the cached one next door.
export const dynamic = 'force-dynamic'
export { generateMetadata }
export default EducationPage
