import { ForumGuidelinePage, generateMetadata } from '@/features/legal/forum-guideline-page'

export { generateMetadata }
export default ForumGuidelinePage
