import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from '@/backend/lib/secret'
import { isLocale, type Locale } from '@/lib/i18n/config'

export const OG_SIZE = { width: 1200, height: 630 } as const
const MAX_TEXT = 140

export type TOgCard = { locale: Locale; title: string; label?: string }

/**
 * Pages without an authored share image get a generated card. Its text travels in the URL, so the URL is
 * signed: only cards this site asked for are drawn (nobody can mint branded images with their own text).
 */
function signatureOf(card: TOgCard): string {
  const text = JSON.stringify([card.locale, card.label ?? '', card.title])
  return createHmac('sha256', payloadSecret()).update(`og:${text}`).digest('hex').slice(0, 24)
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)

/** Path of the generated card; `.png` keeps it out of the page middleware. */
export function ogImagePath(card: TOgCard): string {
  const clipped = { ...card, title: clip(card.title), label: card.label ? clip(card.label) : undefined }
  const query = new URLSearchParams({ l: clipped.locale, t: clipped.title })
  if (clipped.label) query.set('k', clipped.label)
  return `/og/${signatureOf(clipped)}.png?${query}`
}

/** The card a signed request asks for, or null when the signature does not match its text. */
export function verifyOgRequest(file: string, query: URLSearchParams): TOgCard | null {
  const locale = query.get('l') ?? ''
  const title = query.get('t') ?? ''
  if (!isLocale(locale) || !title || title.length > MAX_TEXT) return null
  const card: TOgCard = { locale, title, label: query.get('k') || undefined }
  const given = Buffer.from(file.replace(/\.png$/, ''))
  const expected = Buffer.from(signatureOf(card))
  return given.length === expected.length && timingSafeEqual(given, expected) ? card : null
}
