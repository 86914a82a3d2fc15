import { examDetailPage } from '@/features/assessments/pages'

export const generateMetadata = examDetailPage.generateMetadata
export default examDetailPage.Page

// The same shell for every member (decision 061): rendered on its first request, then cached like a public page.
export function generateStaticParams() {
  return []
}
