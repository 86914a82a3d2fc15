import type { TNotificationTopic } from '../../../lib/contracts/notifications/preferences'
import type { Locale } from '../../../lib/i18n/config'

const TOPICS: Record<TNotificationTopic, Record<Locale, string>> = {
  discussion: { id: 'diskusi', en: 'discussions' },
  onlineCourse: { id: 'kursus online', en: 'online courses' },
  information: { id: 'informasi', en: 'information' },
  events: { id: 'acara', en: 'events' },
  payments: { id: 'pembayaran', en: 'payments' },
}

const WORDS = {
  id: {
    title: 'Berhenti berlangganan email',
    ask: (topic: string) => `Berhenti menerima email tentang ${topic} dari LPI Learning?`,
    button: 'Ya, berhenti berlangganan',
    done: (topic: string) => `Anda tidak akan lagi menerima email tentang ${topic}. Email akun dan pembayaran yang penting tetap dikirim.`,
    settings: 'Ubah semua preferensi pemberitahuan di pengaturan akun Anda.',
    invalid: 'Tautan berhenti berlangganan ini tidak valid atau telah diubah. Buka tautan dari email Anda, atau ubah preferensi di pengaturan akun.',
    missing: 'Tautan berhenti berlangganan tidak lengkap: tokennya tidak ada.',
    gone: 'Akun untuk tautan ini tidak ditemukan.',
  },
  en: {
    title: 'Unsubscribe from emails',
    ask: (topic: string) => `Stop receiving emails about ${topic} from LPI Learning?`,
    button: 'Yes, unsubscribe',
    done: (topic: string) => `You will no longer receive emails about ${topic}. Important account and payment emails are still sent.`,
    settings: 'Change all your notification preferences in your account settings.',
    invalid: 'This unsubscribe link is not valid or has been altered. Open the link from your email, or change your preferences in your account settings.',
    missing: 'The unsubscribe link is incomplete: it has no token.',
    gone: 'The account of this link was not found.',
  },
}

export type TUnsubscribeProblem = 'invalid' | 'missing' | 'gone'

export const unsubscribeMessage = (problem: TUnsubscribeProblem, locale: Locale) => WORDS[locale][problem]
export const unsubscribedMessage = (topic: TNotificationTopic, locale: Locale) => WORDS[locale].done(TOPICS[topic][locale])

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type TPage = { locale: Locale; settingsUrl: string } & ({ state: 'ask'; topic: TNotificationTopic; action: string } | { state: 'done'; topic: TNotificationTopic } | { state: 'problem'; problem: TUnsubscribeProblem })

/**
 * The page an unsubscribe link opens (GET: a question and a button, nothing changes; mail scanners follow links) and
 * the page the button's POST answers with. Served by the API, so it needs no session and no script.
 */
export function unsubscribePage(page: TPage): string {
  const words = WORDS[page.locale]
  const body =
    page.state === 'ask'
      ? `<p>${escape(words.ask(TOPICS[page.topic][page.locale]))}</p><form method="post" action="${escape(page.action)}"><button type="submit">${escape(words.button)}</button></form>`
      : page.state === 'done'
        ? `<p role="status">${escape(words.done(TOPICS[page.topic][page.locale]))}</p>`
        : `<p role="alert">${escape(words[page.problem])}</p>`
  return [
    '<!doctype html>',
    `<html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escape(words.title)} — LPI Learning</title>`,
    '<style>body{font-family:Arial,sans-serif;color:#1f2937;margin:0;padding:24px 16px}main{max-width:560px;margin:auto}',
    'button{font:inherit;background:#0b3c5d;color:#fff;border:0;border-radius:6px;padding:12px 20px;min-height:44px;cursor:pointer}',
    'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#0b3c5d}</style></head>',
    `<body><main><h1>${escape(words.title)}</h1>${body}<p><a href="${escape(page.settingsUrl)}">${escape(words.settings)}</a></p></main></body></html>`,
  ].join('')
}
