import type { AxiosInstance } from 'axios'
import type { TAnyEndpoint, TDataOf, TParamsOf } from '@/lib/contracts/endpoint'
import { dataOf, type TApiEnvelope } from './client'

type TQueryValue = string | number | boolean

/** A contract's params as a query string reads them: lists joined by commas, empty values left out. */
export function queryOf(params: Record<string, unknown>): Record<string, TQueryValue> | undefined {
  const entries = Object.entries(params).flatMap(([key, value]): [string, TQueryValue][] => {
    if (value === undefined || value === null || value === '') return []
    if (Array.isArray(value)) return value.length ? [[key, value.join(',')]] : []
    return [[key, value as TQueryValue]]
  })
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * GET one contract call (lib/contracts): the params are the contract's parsed params and the answer is its data,
 * or null for any failure (spec section 8: callers act on 200 only).
 */
export async function getData<TCall extends TAnyEndpoint>(api: AxiosInstance, call: TCall, params: TParamsOf<TCall>): Promise<TDataOf<TCall> | null> {
  const response = await api.get<TApiEnvelope<TDataOf<TCall>>>(call.path, { params: queryOf(params as Record<string, unknown>) })
  return dataOf(response)
}
