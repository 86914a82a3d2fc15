import { eventActivityPage } from '@/features/events/activity-page'

// Per member and per moment: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = eventActivityPage.generateMetadata
export default eventActivityPage.Page
