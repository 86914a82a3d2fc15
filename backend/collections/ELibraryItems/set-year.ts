import type { CollectionBeforeChangeHook } from 'payload'

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The year filter reads a stored number: the publication year as seen in Jakarta (UTC+7). */
export const setYearFromDate =
  (dateField: string): CollectionBeforeChangeHook =>
  ({ data }) => {
    const value = data?.[dateField]
    if (!value) return data
    const time = new Date(value).getTime()
    if (Number.isNaN(time)) return data
    return { ...data, year: new Date(time + JAKARTA_OFFSET_MS).getUTCFullYear() }
  }
