/** Spec section 9: prefix IDR, no decimals, dot as thousands separator (e.g. IDR 1.500.000). */
export function formatIdr(amount: number): string {
  if (!Number.isFinite(amount)) return ''
  const rounded = Math.round(amount)
  const sign = rounded < 0 ? '-' : ''
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}IDR ${digits}`
}
