import { describe, expect, it } from 'vitest'
import { runRouteMiddleware, UnknownMiddlewareError } from './route-access'

describe('route middleware by name (spec section 8)', () => {
  it('an unknown name fails with status 500 and "Unknown middleware" plus the name', () => {
    let thrown: unknown
    try {
      runRouteMiddleware('autentikasi', true, 'learner')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(UnknownMiddlewareError)
    expect(thrown).toMatchObject({ statusCode: 500, middlewareName: 'autentikasi', message: 'Unknown middleware: autentikasi' })
  })

  it('names inherited from Object are not middleware either', () => {
    expect(() => runRouteMiddleware('toString', false, undefined)).toThrow('Unknown middleware: toString')
  })

  it('the known names decide as before', () => {
    expect(runRouteMiddleware('member', false, undefined)).toEqual({ redirectTo: 'login' })
    expect(runRouteMiddleware('public', false, undefined)).toBeNull()
  })
})
