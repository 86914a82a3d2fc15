import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { fail } from '../../../lib/respond'

/** The query string checked against a schema; a bad value answers 400 with what is wrong (never 500). */
export function parseQuery<TSchema extends z.ZodType>(
  schema: TSchema,
  req: PayloadRequest,
): { data: z.output<TSchema>; error?: never } | { data?: never; error: Response } {
  const parsed = schema.safeParse(Object.fromEntries(req.searchParams ?? []))
  if (parsed.success) return { data: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.join('.') || 'query'
  return { error: fail(400, `${where}: ${issue?.message ?? 'invalid'}`) }
}
