import { withClientMessages } from '@/components/i18n/ClientMessages'

export default withClientMessages(['research'])
