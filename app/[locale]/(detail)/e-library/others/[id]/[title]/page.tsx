import { elibraryDetailPage } from '@/features/elibrary/detail-page'

const page = elibraryDetailPage('others')
export const generateMetadata = page.generateMetadata
export default page.Page

// Rendered on first request, then cached until an editor changes the content (tags).
export function generateStaticParams() {
  return []
}
