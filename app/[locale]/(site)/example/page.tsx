import { projectDocumentsPage } from '@/features/project-documents/documents-page'

const page = projectDocumentsPage('example')
export const generateMetadata = page.generateMetadata
export default page.Page
