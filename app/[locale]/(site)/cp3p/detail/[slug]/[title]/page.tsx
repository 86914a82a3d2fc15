import { Cp3pDetailPage, generateMetadata } from '@/features/cp3p/detail-page'

export { generateMetadata }
export default Cp3pDetailPage
