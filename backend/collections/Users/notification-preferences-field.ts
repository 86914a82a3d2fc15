import type { Field } from 'payload'
import { DIGEST_FREQUENCIES, NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '../../../lib/contracts/notifications/preferences'

/**
 * Which notifications a member wants, per channel and topic (docs/decisions/040): ten switches, all on by default
 * (the migration gives existing accounts the same). Read and written through /user/notification-preferences and
 * the signed unsubscribe link; a missing value counts as on.
 */
export const notificationPreferencesField: Field = {
  name: 'notificationPreferences',
  type: 'group',
  fields: [
    ...NOTIFICATION_CHANNELS.map((channel) => ({
      name: channel,
      type: 'group' as const,
      fields: NOTIFICATION_TOPICS.map((topic) => ({ name: topic, type: 'checkbox' as const, defaultValue: true })),
    })),
    // Discussion e-mail one by one, or gathered into a daily or weekly digest (docs/decisions/044).
    { name: 'discussionDigest', type: 'select', defaultValue: 'immediate', options: DIGEST_FREQUENCIES.map((value) => ({ label: value, value })) },
  ],
}
