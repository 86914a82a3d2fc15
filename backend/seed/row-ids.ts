type TNode = Record<string, unknown>

const isNode = (value: unknown): value is TNode => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The second language's data with the array row ids of the first save copied in, position by position.
 * Payload replaces rows sent without their ids (losing the first language) instead of translating them.
 */
export function withRowIds<T>(data: T, saved: unknown): T {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => {
      const twin: unknown = rows[i]
      if (!isNode(row)) return row
      const merged = withRowIds(row, twin)
      return isNode(twin) && typeof twin.id === 'string' ? { ...merged, id: twin.id } : merged
    }) as T
  }
  if (isNode(data)) {
    const twin = isNode(saved) ? saved : {}
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIds(value, twin[key])])) as T
  }
  return data
}
