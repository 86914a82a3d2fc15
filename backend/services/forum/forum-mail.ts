import { titleSlug } from '../../../lib/format/slug'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import type { Payload, PayloadRequest } from 'payload'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from '../mail/layout'
import { plainText } from './sanitize'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }
/** A post's words without markup, as a mail's text shows them (the layout escapes them again for the HTML part). */
export const textOf = (html: string) => plainText(html).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)

const EXCERPT_MAX = 280
const excerpt = (html: string) => {
  const text = textOf(html)
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text
}

export type TThreadRef = { id: number; title: string; courseSlug: string }

export const threadPermalink = (thread: TThreadRef) => `/online-course/thread/${thread.courseSlug}/${thread.id}/${titleSlug(thread.title)}`
const threadUrl = (thread: TThreadRef, locale: Locale) =>
  new URL(buildPath('/online-course/thread/[slug]/[threadId]/[title]', locale, { slug: thread.courseSlug, threadId: String(thread.id), title: titleSlug(thread.title) }), siteUrl()).href

/** The member's language when known (they chose it when following), else Indonesian then English in one mail. */
const languagesOf = (locale: Locale | undefined): Locale[] => (locale ? [locale] : ['id', 'en'])
const both = <T>(locale: Locale | undefined, pick: (language: Locale) => T) => languagesOf(locale).map(pick)

export type TPostEvent = 'reply' | 'thread' | 'mention'

const HEADLINE: Record<TPostEvent, Record<Locale, (author: string, title: string) => string>> = {
  reply: { id: (author, title) => `${author} membalas diskusi "${title}"`, en: (author, title) => `${author} replied in the discussion "${title}"` },
  thread: { id: (author, title) => `${author} memulai diskusi "${title}"`, en: (author, title) => `${author} started the discussion "${title}"` },
  mention: { id: (author, title) => `${author} menyebut Anda di diskusi "${title}"`, en: (author, title) => `${author} mentioned you in the discussion "${title}"` },
}

/** The in-app notification's text of a forum event (always both languages: the bell shows the reader's). */
export const postIntro = (event: TPostEvent, author: string, title: string) => ({ id: HEADLINE[event].id(author, title), en: HEADLINE[event].en(author, title) })

const GREETING: Record<Locale, (name: string) => string> = { id: (name) => `Halo ${name},`, en: (name) => `Hello ${name},` }
const OPEN: Record<Locale, string> = { id: 'Buka diskusi', en: 'Open the discussion' }

/** One post, mailed as it happens (a follower who wants each post, or a mentioned member). */
export function postMail(input: { event: TPostEvent; to: { name: string }; author: string; thread: TThreadRef; html: string; locale?: Locale }) {
  const languages = languagesOf(input.locale)
  const headline = both(input.locale, (language) => HEADLINE[input.event][language](input.author, input.thread.title))
  return {
    subject: headline.join(' / '),
    ...renderMail({
      greeting: both(input.locale, (language) => GREETING[language](input.to.name)).join(' / '),
      lines: [...headline.map((line) => `${line}:`), `“${excerpt(input.html)}”`],
      action: { label: both(input.locale, (language) => OPEN[language]).join(' / '), url: threadUrl(input.thread, languages[0]) },
      footer: 'LPI Learning',
    }),
  }
}

export type TDigestPost = { thread: TThreadRef; author: string; html: string; isThread: boolean }

const DIGEST_SUBJECT: Record<Locale, (count: number) => string> = {
  id: (count) => `Ringkasan diskusi: ${count} kiriman baru`,
  en: (count) => `Discussion digest: ${count} new ${count === 1 ? 'post' : 'posts'}`,
}
const DIGEST_INTRO: Record<Locale, string> = { id: 'Kiriman baru di diskusi yang Anda ikuti:', en: 'New posts in the discussions you follow:' }
const POST_LINE: Record<Locale, (post: TDigestPost) => string> = {
  id: (post) => `${post.isThread ? 'Diskusi baru' : 'Balasan'} dari ${post.author}: “${excerpt(post.html)}”`,
  en: (post) => `${post.isThread ? 'New discussion' : 'Reply'} by ${post.author}: “${excerpt(post.html)}”`,
}

/** A daily or weekly digest: the posts grouped by thread, each thread with its link. */
export function digestMail(input: { to: { name: string }; posts: TDigestPost[]; locale?: Locale }) {
  const language = languagesOf(input.locale)[0]
  const threads = new Map<number, TDigestPost[]>()
  for (const post of input.posts) threads.set(post.thread.id, [...(threads.get(post.thread.id) ?? []), post])
  const lines = [...threads.values()].flatMap((posts) => {
    const thread = posts[0].thread
    return [`■ ${thread.title} — ${threadUrl(thread, language)}`, ...posts.flatMap((post) => both(input.locale, (each) => `   ${POST_LINE[each](post)}`))]
  })
  return {
    subject: both(input.locale, (each) => DIGEST_SUBJECT[each](input.posts.length)).join(' / '),
    ...renderMail({
      greeting: both(input.locale, (each) => GREETING[each](input.to.name)).join(' / '),
      lines: [both(input.locale, (each) => DIGEST_INTRO[each]).join(' / '), ...lines],
      footer: 'LPI Learning',
    }),
  }
}

type TMailTo = { userId: number; email: string; name: string; locale?: Locale }

/** Queues one post's mail (kind forumPost, or forumMention): skipped when the member turned discussion e-mail off. */
export function queuePostMail(payload: Payload, to: TMailTo, post: { event: TPostEvent; author: string; thread: TThreadRef; html: string }) {
  const mail = postMail({ ...post, to: { name: to.name }, locale: to.locale })
  return queueMail(payload, { kind: post.event === 'mention' ? 'forumMention' : 'forumPost', to: to.email, userId: to.userId, locale: to.locale, ...mail })
}

/** Queues a digest (kind forumDigest), in the caller's transaction when given one. */
export function queueDigestMail(payload: Payload, to: TMailTo, posts: TDigestPost[], req?: Partial<PayloadRequest>) {
  return queueMail(payload, { kind: 'forumDigest', to: to.email, userId: to.userId, locale: to.locale, ...digestMail({ to: { name: to.name }, posts, locale: to.locale }) }, req)
}
