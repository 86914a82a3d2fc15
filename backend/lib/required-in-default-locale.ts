import type { Validate } from 'payload'
import { defaultLocale } from '../../lib/i18n/config'

/**
 * For localized uploads: a file is required in the default language only. Other languages may have their
 * own edition or fall back to it (localization fallback), so translating the text never forces a second file.
 */
export const requiredInDefaultLocale: Validate = (value, { req }) =>
  value || (req.locale && req.locale !== defaultLocale) ? true : `A file is required (${defaultLocale})`
