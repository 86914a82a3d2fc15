import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './config'
import { pathnames } from './pathnames'

/**
 * Indonesian at / (and /id, which redirects to the unprefixed form), English at /en.
 * Locale detection is off so a URL always means one language (crawlers and shared links agree);
 * middleware.ts keeps the spec's `locale` cookie in step with the URL instead.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  pathnames,
})
