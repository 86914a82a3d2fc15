import { projectDocumentsPage } from '@/features/project-documents/documents-page'

const page = projectDocumentsPage('template')
export const generateMetadata = page.generateMetadata
export default page.Page
