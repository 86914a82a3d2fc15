import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TNotificationTopic } from '../../../lib/contracts/notifications/preferences'
import { siteUrl } from '../../../lib/seo/site-url'
import type { TMail } from '../../lib/mailer'
import { wants } from '../notifications/preferences'
import { unsubscribeToken } from '../notifications/unsubscribe-token'
import { MAIL_KINDS, type TMailKind } from './mail-kinds'

/** A mail as the product's features hand it over: classified, and in the member's language when known. */
export type TOutgoingMail = TMail & { kind: TMailKind; locale?: Locale; userId?: number }

export const UNSUBSCRIBE_PATH = '/api/user/notification-preferences/unsubscribe'

const TOPIC_WORDS: Record<TNotificationTopic, Record<Locale, string>> = {
  discussion: { id: 'diskusi', en: 'discussions' },
  onlineCourse: { id: 'kursus online', en: 'online courses' },
  information: { id: 'informasi', en: 'information' },
  events: { id: 'acara', en: 'events' },
  payments: { id: 'pembayaran', en: 'payments' },
}

const stopLine = (topic: TNotificationTopic, locale: Locale) =>
  locale === 'id' ? `Berhenti menerima email tentang ${TOPIC_WORDS[topic].id}` : `Stop emails about ${TOPIC_WORDS[topic].en}`

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function unsubscribeUrl(payload: Payload, userId: number, topic: TNotificationTopic, locale: Locale): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl())
  url.searchParams.set('token', unsubscribeToken(payload, userId, topic))
  url.searchParams.set('locale', locale)
  return url.href
}

async function memberIdOf(payload: Payload, mail: TOutgoingMail, req?: Partial<PayloadRequest>): Promise<number> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: mail.to.trim().toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true, req, select: {} })
  const id = found.docs[0]?.id
  // A non-transactional mail goes to members only: without one there is nobody to unsubscribe.
  if (!id) throw new Error(`A "${mail.kind}" mail goes to members only`)
  return id
}

/**
 * What queueMail sends, or null when the member turned this mail's topic off for e-mail. Transactional mail passes
 * as it is; any other gets RFC 8058 one-click unsubscribe headers and a visible link in both parts (in the mail's
 * language, or both languages when the mail is bilingual).
 */
export async function prepareMail(payload: Payload, mail: TOutgoingMail, req?: Partial<PayloadRequest>): Promise<TMail | null> {
  const { kind, locale, userId, ...message } = mail
  const mailClass = MAIL_KINDS[kind]
  if (mailClass.transactional) return message
  const memberId = userId ?? (await memberIdOf(payload, mail, req))
  if (!(await wants(payload, memberId, 'email', mailClass.topic, req))) return null
  const languages: Locale[] = locale ? [locale] : ['id', 'en']
  const url = unsubscribeUrl(payload, memberId, mailClass.topic, languages[0])
  const label = languages.map((language) => stopLine(mailClass.topic, language)).join(' / ')
  const footer = `<p style="font-size:12px;color:#6b7280"><a href="${escape(url)}" style="color:#6b7280">${escape(label)}</a></p>`
  const closing = message.html.lastIndexOf('</div>')
  return {
    ...message,
    text: `${message.text}\n\n${label}: ${url}`,
    html: closing === -1 ? `${message.html}${footer}` : `${message.html.slice(0, closing)}${footer}${message.html.slice(closing)}`,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
