import type { TNotificationTopic } from '../../../lib/contracts/notifications/preferences'

type TMailClass = {
  /** The preference a member turns it off with (transactional mail names one too, for the record). */
  topic: TNotificationTopic
  /** Sent whatever the member's preferences: it answers something they did or must act on (docs/decisions/040). */
  transactional: boolean
}

/**
 * Every mail the product sends, classified: queueMail takes a kind from here, so a new mail cannot be sent until it
 * is classified, and tests/int/notification-preferences.int.test.ts walks this table (a new kind fails it until the
 * test knows how to send it). Non-transactional mail is skipped when the member turned its topic's e-mail off, and
 * carries the one-click unsubscribe headers and link.
 */
export const MAIL_KINDS = {
  // Account: asked for by the member, or about the safety of their account; never optional.
  accountActivation: { topic: 'information', transactional: true },
  passwordReset: { topic: 'information', transactional: true },
  emailChangeCode: { topic: 'information', transactional: true },
  registrationAttempt: { topic: 'information', transactional: true },
  adminPasswordReset: { topic: 'information', transactional: true },
  // The personal data export the member asked for (UU 27/2022, docs/decisions/042).
  dataExportReady: { topic: 'information', transactional: true },
  // A receipt for money paid, or a rejected proof the member must replace: kept even with payments e-mail off.
  cp3pPaymentDecision: { topic: 'payments', transactional: true },
  // News the member can also read in the site (certificate page, activity page): optional.
  certificateIssued: { topic: 'onlineCourse', transactional: false },
  eventRegistration: { topic: 'events', transactional: false },
  // Forum posts of the threads and courses a member follows, one by one or as a digest, and mentions (decision 044).
  forumPost: { topic: 'discussion', transactional: false },
  forumDigest: { topic: 'discussion', transactional: false },
  forumMention: { topic: 'discussion', transactional: false },
  // A post reported in a forum the member moderates (decision 041; the queue also shows it).
  forumReport: { topic: 'discussion', transactional: false },
} as const satisfies Record<string, TMailClass>

export type TMailKind = keyof typeof MAIL_KINDS
