import { accountSettingsPage } from '@/features/account/settings-page'

// Per member: rendered on every request with the session cookie, never cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = accountSettingsPage.generateMetadata
export default accountSettingsPage.Page
