import { describe, expect, it } from 'vitest'
import { routeErrorStatus } from './error-status'

describe('routeErrorStatus (spec section 8)', () => {
  it('takes statusCode, then status, then the response status', () => {
    expect(routeErrorStatus(Object.assign(new Error('x'), { statusCode: 404, status: 403, response: { status: 401 } }))).toBe(404)
    expect(routeErrorStatus(Object.assign(new Error('x'), { status: 403, response: { status: 401 } }))).toBe(403)
    expect(routeErrorStatus(Object.assign(new Error('x'), { response: { status: 502 } }))).toBe(502)
  })

  it('defaults to 500, also for values that are not an error status', () => {
    expect(routeErrorStatus(new Error('x'))).toBe(500)
    expect(routeErrorStatus(null)).toBe(500)
    expect(routeErrorStatus(Object.assign(new Error('x'), { status: 'teapot', response: null }))).toBe(500)
    expect(routeErrorStatus(Object.assign(new Error('x'), { response: { status: 200 } }))).toBe(500)
  })
})
