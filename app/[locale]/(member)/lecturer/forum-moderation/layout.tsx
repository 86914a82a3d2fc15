import { withClientMessages } from '@/components/i18n/ClientMessages'

/** The moderation queue's client part reads the forum messages. */
export default withClientMessages(['forum'])
