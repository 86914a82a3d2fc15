import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import type { Locale } from './config'
import { loadMessages } from './messages'
import { precompileMessages } from './precompile'
import { routing } from './routing'

/**
 * Each locale's messages compiled once per process (lib/i18n/precompile.ts; under `next dev` on every request, so an
 * edited file shows); a failed load is tried again next time.
 */
const compiled = new Map<Locale, Promise<Record<string, unknown>>>()

function compiledMessages(locale: Locale): Promise<Record<string, unknown>> {
  if (process.env.NODE_ENV === 'development') return loadMessages(locale).then(precompileMessages)
  let messages = compiled.get(locale)
  if (!messages) {
    messages = loadMessages(locale).then(precompileMessages)
    messages.catch(() => compiled.delete(locale))
    compiled.set(locale, messages)
  }
  return messages
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    timeZone: 'Asia/Jakarta',
    messages: await compiledMessages(locale),
  }
})
