'use client'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver that loads zod and the form's schema on the first validation (a blur or a submit)
 * instead of with the page. zod is the largest script of a form page and nothing is validated before the visitor
 * has typed, so the page paints and becomes interactive without it. A failed load is tried again next time.
 */
export function lazyZodResolver<T extends FieldValues, TOutput extends FieldValues = T>(
  loadSchema: () => Promise<ZodType>,
): Resolver<T, unknown, TOutput> {
  let loading: Promise<Resolver<T, unknown, TOutput>> | undefined
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T, unknown, TOutput>)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return (await loading)(values, context, options)
  }
}
