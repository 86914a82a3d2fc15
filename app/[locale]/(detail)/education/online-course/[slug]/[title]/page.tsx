import { CourseEnrolPage, generateMetadata } from '@/features/courses/enrol-page'

export { generateMetadata }
export default CourseEnrolPage

// Rendered on first request, then cached (the API reads revalidate after a minute); enrolment is per browser.
export function generateStaticParams() {
  return []
}
