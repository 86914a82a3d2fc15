import type { Locale } from '../../../lib/i18n/config'
import { parseIssueMessage } from '../../../features/account/validation'

/** Spec section 5's templates, as the forms show them (messages/<locale>.json "validation"), for API answers. */
const TEMPLATES: Record<Locale, Record<string, string>> = {
  id: { required: '{label} wajib diisi', email: 'Nilai harus berupa email', maxLength: '{label} maksimal {n} huruf', numeric: '{label} harus berupa angka' },
  en: { required: '{label} is required', email: 'Value must be email', maxLength: '{label} must have at most {n} letters', numeric: '{label} must be number' },
}

export function validationMessage(issue: string, label: string, locale: Locale): string {
  const { key, arg } = parseIssueMessage(issue)
  const template = TEMPLATES[locale][key] ?? TEMPLATES[locale].required
  return template.replace('{label}', label).replace('{n}', arg ?? '')
}
