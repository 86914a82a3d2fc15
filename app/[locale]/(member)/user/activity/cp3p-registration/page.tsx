import { registrationListPage } from '@/features/cp3p/member-pages'

export const generateMetadata = registrationListPage.generateMetadata
export default registrationListPage.Page
