import type { Locale } from '@/lib/i18n/config'

type TMessages = Record<string, unknown>

// The header's login popup and member menu are on every page but loaded only when needed, so their texts
// come with them instead of sitting in every page's HTML (lib/i18n/client-messages.ts).
const loaders: Record<Locale, () => Promise<{ default: TMessages }>> = {
  id: () => import('@/messages/id/account.json'),
  en: () => import('@/messages/en/account.json'),
}
const loaded = new Map<Locale, Promise<TMessages>>()

export function loadAccountMessages(locale: Locale): Promise<TMessages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = loaders[locale]().then((module) => module.default)
    loaded.set(locale, messages)
  }
  return messages
}
