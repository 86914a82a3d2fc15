import { CourseListingPage, generateMetadata } from '@/features/courses/listing-page'

export { generateMetadata }
export default CourseListingPage
