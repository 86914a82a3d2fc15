/** The one source of locales: feeds next-intl routing and Payload localization. */
export const locales = ['id', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'id'

export const localeLabels: Record<Locale, string> = {
  id: 'Bahasa Indonesia',
  en: 'English',
}

/** Spec section 9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
