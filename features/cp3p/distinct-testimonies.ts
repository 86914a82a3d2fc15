/** The landing page keeps a few voices; the same alumnus quoted on several programmes is shown once. */
const LANDING_TESTIMONIES = 6

type TTestimony = { name: string; quote: string }

export function distinctTestimonies<T extends TTestimony>(rows: T[], take = LANDING_TESTIMONIES): T[] {
  const seen = new Set<string>()
  return rows
    .filter((row) => {
      const key = `${row.name}\u0000${row.quote}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, take)
}
