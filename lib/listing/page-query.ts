import { z } from 'zod'
import { MAX_ROW_ID } from '../api/row-id'

/**
 * Pieces of the listings' URL schemas. A repeated parameter counts by its first value, and a bad value is
 * dropped (`.catch`), never fatal: a listing URL is typed and shared by people.
 */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const positiveInt = z.coerce.number().int().positive().max(MAX_ROW_ID).max(999_999_999)

/** An id or year filter (?topic=3, ?year=2024). */
export const urlId = () => z.preprocess(first, positiveInt.optional()).catch(undefined)

/** A free-text filter, trimmed, up to `max` characters. */
export const urlText = (max = 100) => z.preprocess(first, z.string().trim().max(max).optional()).catch(undefined)

/** One of a set of values with a default (?sort=az). */
export function urlChoice<E extends z.ZodEnum>(choices: E, fallback: z.output<E>) {
  const value = fallback as z.core.util.NoUndefined<z.output<E>>
  return z.preprocess(first, choices.default(value)).catch(value)
}

/** A slug-like filter (?type=elibrary). */
export const urlSlug = () => z.preprocess(first, z.string().regex(/^[a-z-]{1,30}$/).optional()).catch(undefined)
