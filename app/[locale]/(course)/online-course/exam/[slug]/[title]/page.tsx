import { examPage } from '@/features/assessments/pages'

export const generateMetadata = examPage.generateMetadata
export default examPage.Page

// The same shell for every member (decision 061): rendered on its first request, then cached like a public page.
export function generateStaticParams() {
  return []
}
