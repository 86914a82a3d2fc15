import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { requestLocale } from './request-locale'
import { fail } from './respond'
import { parseWithMessage } from './validation-message'

/** The query string checked against a schema; a bad value answers 400 with what is wrong, in the call's language (never 500). */
export function parseQuery<TSchema extends z.ZodType>(
  schema: TSchema,
  req: PayloadRequest,
): { data: z.output<TSchema>; error?: never } | { data?: never; error: Response } {
  const parsed = parseWithMessage(schema, Object.fromEntries(req.searchParams ?? []), requestLocale(req), 'query')
  return parsed.message === undefined ? { data: parsed.data } : { error: fail(400, parsed.message) }
}
