/** Spec section 9: highlight strips show 3 items. */
export const HIGHLIGHT_STRIP_SIZE = 3

/** What editors highlighted first, topped up with the latest items so a strip is never half empty. */
export function topUp<T extends { id: number }>(picked: T[], latest: T[], take = HIGHLIGHT_STRIP_SIZE): T[] {
  const seen = new Set(picked.map((item) => item.id))
  return [...picked, ...latest.filter((item) => !seen.has(item.id))].slice(0, take)
}
