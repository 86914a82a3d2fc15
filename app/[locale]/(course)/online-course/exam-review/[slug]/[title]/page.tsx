import { examReviewPage } from '@/features/assessments/pages'

export const generateMetadata = examReviewPage.generateMetadata
export default examReviewPage.Page

// The same shell for every member (decision 061): rendered on its first request, then cached like a public page.
export function generateStaticParams() {
  return []
}
