import { cachedLoader } from '@/components/i18n/cached-loader'
import type { Locale } from '@/lib/i18n/config'

// The header's login popup and member menu are on every page but loaded only when needed, so their texts
// come with them instead of sitting in every page's HTML (lib/i18n/client-messages.ts).
const files: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  id: () => import('@/messages/id/account.json'),
  en: () => import('@/messages/en/account.json'),
}

export const loadAccountMessages = cachedLoader(async (locale) => ({ account: (await files[locale]()).default }))
