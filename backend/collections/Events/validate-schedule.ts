type TSibling = Record<string, unknown> | undefined

const timeOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const time = new Date(value as string).getTime()
  return Number.isNaN(time) ? null : time
}

/** The end must come after the start, or the event would be "past" before it begins. */
export function validateEndDate(value: unknown, { siblingData }: { siblingData?: TSibling }): true | string {
  const end = timeOf(value)
  const start = timeOf(siblingData?.startDate)
  if (end === null) return 'The end date and time are required'
  return start === null || end > start ? true : 'The event must end after it starts'
}

/** Registration cannot stay open after the event has ended. */
export function validateRegistrationDeadline(value: unknown, { siblingData }: { siblingData?: TSibling }): true | string {
  const deadline = timeOf(value)
  const end = timeOf(siblingData?.endDate)
  if (deadline === null || end === null) return true
  return deadline <= end ? true : 'The registration deadline must be before the event ends'
}

export const validateHttpUrl = (value: unknown): true | string =>
  !value || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) ? true : 'Use an http(s) address'

/** A material link: an http(s) address or an internal route of the site (/e-library?type=9). */
export const validateMaterialLink = (value: unknown, { siblingData }: { siblingData?: TSibling }): true | string => {
  if (siblingData?.kind !== 'link') return true
  if (typeof value !== 'string' || !value) return 'A link material needs its address'
  return /^(https?:\/\/\S+|\/[^\s]*)$/.test(value) ? true : 'Use an http(s) address or a path that starts with /'
}
