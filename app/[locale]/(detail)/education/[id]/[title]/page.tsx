import { generateMetadata, ProgramDetailPage } from '@/features/education/detail-page'

export { generateMetadata }
export default ProgramDetailPage

// Rendered on first request, then cached until an editor changes the content (tags).
export function generateStaticParams() {
  return []
}
