/**
 * A listing's filters as they live in its URL and as the API reads them. Browser-safe (no zod): the server
 * parses the URL with the schemas in lib/listing/page-query.ts.
 */
export type TUrlValues<K extends string> = Partial<Record<K, string | number | undefined>>

/**
 * The URL query of a filter state, keys in the given order. Empty values and defaults are left out, so the
 * plain listing keeps its one cached URL.
 */
export function listingQueryString<K extends string>(values: TUrlValues<K>, keys: readonly K[], defaults: Partial<Record<K, string>> = {}): string {
  const search = new URLSearchParams()
  for (const key of keys) {
    const value = typeof values[key] === 'string' ? (values[key] as string).trim() : values[key]
    if (value === undefined || value === '' || value === defaults[key]) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** A filter form's current values, read by field name (what the GET form would send). */
export function formValues<K extends string>(form: HTMLFormElement, keys: readonly K[]): Record<K, string> {
  const data = new FormData(form)
  return Object.fromEntries(keys.map((key) => [key, String(data.get(key) ?? '')])) as Record<K, string>
}

/** The API's query parameters for a listing request: absent and empty values left out, lists joined by commas. */
export function apiQueryOf(params: object): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',')
    } else out[key] = value as string | number
  }
  return out
}
