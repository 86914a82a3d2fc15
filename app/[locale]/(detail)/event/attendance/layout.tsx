import { withClientMessages } from '@/components/i18n/ClientMessages'

// The event page itself has no next-intl provider: its visitors' part gets its texts from the server and the
// member's part brings its own (docs/decisions/045). The attendance page's client parts translate.
export default withClientMessages(['eventRegistration'])
