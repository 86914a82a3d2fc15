import { withClientMessages } from '@/components/i18n/ClientMessages'

export default withClientMessages(['events', 'eventRegistration', 'account'])
