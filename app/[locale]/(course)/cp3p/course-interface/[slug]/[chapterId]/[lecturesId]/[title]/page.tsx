import { Cp3pInterfacePage, generateMetadata } from '@/features/cp3p/interface-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'

export { generateMetadata }
export default Cp3pInterfacePage
