import { generateMetadata, ResearchChapterPage } from '@/features/research/chapter-page'

export { generateMetadata }
export default ResearchChapterPage

// Rendered on first request, then cached until an editor changes the content (tags).
export function generateStaticParams() {
  return []
}
