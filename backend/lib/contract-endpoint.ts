import type { Endpoint, PayloadRequest } from 'payload'
import type { TAnyEndpoint, TDataOf, TParamsOf } from '../../lib/contracts/endpoint'
import { parseQuery } from './parse-query'
import { ok } from './respond'

/**
 * The Payload endpoint serving one contract call (lib/contracts): its path, its query parsed with the contract's
 * schema (a bad one answers 400), and a handler that must return the contract's data (sent as a 200 envelope) or
 * a Response of its own (a 404, say).
 */
export function contractEndpoint<TCall extends TAnyEndpoint>(
  call: TCall,
  handle: (req: PayloadRequest, params: TParamsOf<TCall>) => Promise<TDataOf<TCall> | Response>,
): Endpoint {
  return {
    path: call.path,
    method: call.method,
    handler: async (req) => {
      const { data, error } = parseQuery<TCall['params']>(call.params, req)
      if (error) return error
      const result = await handle(req, data)
      return result instanceof Response ? result : ok(result)
    },
  }
}
