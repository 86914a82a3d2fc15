import { Cp3pInterfacePage, generateMetadata } from '@/features/cp3p/interface-page'

export { generateMetadata }
export default Cp3pInterfacePage
