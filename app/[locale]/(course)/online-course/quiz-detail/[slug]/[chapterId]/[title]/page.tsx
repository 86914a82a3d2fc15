import { comingSoonPage } from '@/features/content/coming-soon-page'

const page = comingSoonPage('/online-course/quiz-detail/[slug]/[chapterId]/[title]', 'assessments')
export const generateMetadata = page.generateMetadata
export default page.Page
