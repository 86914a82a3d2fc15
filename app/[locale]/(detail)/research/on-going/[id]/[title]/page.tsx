import { researchDetailPage } from '@/features/research/detail-page'

const page = researchDetailPage('on-going')
export const generateMetadata = page.generateMetadata
export default page.Page

// Rendered on first request, then cached until an editor changes the content (tags).
export function generateStaticParams() {
  return []
}
