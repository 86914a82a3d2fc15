import { CapacityBuildingPage, generateMetadata } from '@/features/capacity-building/capacity-building-page'

// One cached page per language, expired by the capacity-building tag when an editor saves the global.
export { generateMetadata }
export default CapacityBuildingPage
