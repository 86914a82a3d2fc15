import type { z } from 'zod'

/**
 * One institute API call as both sides see it: its path, the query it takes (the zod schema the API parses it
 * with) and the data its 200 envelope carries. `TData` lives only in the type: the API's handler must return it
 * (backend/lib/contract-endpoint) and the site's call reads it (lib/api/call), so a changed contract fails the
 * typecheck on both sides.
 */
export type TEndpoint<TParams extends z.ZodType, TData> = {
  readonly method: 'get'
  readonly path: string
  readonly params: TParams
  /** Type-only: never set. */
  readonly data?: TData
}

/** `defineEndpoint<TData>()({ ... })`: the data type is named, the params type is read from the schema. */
export function defineEndpoint<TData>() {
  return <TParams extends z.ZodType>(endpoint: { method: 'get'; path: string; params: TParams }): TEndpoint<TParams, TData> => endpoint
}

// `any` here only widens the constraint; the concrete types come from the endpoint passed in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyEndpoint = TEndpoint<z.ZodType, any>
export type TParamsOf<TCall extends TAnyEndpoint> = z.output<TCall['params']>
export type TDataOf<TCall extends TAnyEndpoint> = NonNullable<TCall['data']>
