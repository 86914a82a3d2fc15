import { quizPage } from '@/features/assessments/pages'

export const generateMetadata = quizPage.generateMetadata
export default quizPage.Page

// The same shell for every member (decision 061): rendered on its first request, then cached like a public page.
export function generateStaticParams() {
  return []
}
