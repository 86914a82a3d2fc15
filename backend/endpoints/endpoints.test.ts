import { describe, expect, it } from 'vitest'
import { endpoints } from '.'

describe('the API endpoints', () => {
  it('are literal paths, so their order (the hot calls first, ./index.ts) cannot change which one answers', () => {
    const patterned = endpoints.filter((endpoint) => /[:*?(){}]/.test(endpoint.path))
    expect(patterned.map((endpoint) => endpoint.path)).toEqual([])
  })

  it('answer each method and path once', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('list the learner calls before the rest', () => {
    const firstStatic = endpoints.findIndex((endpoint) => endpoint.path.startsWith('/static/'))
    const lastCourse = endpoints.findLastIndex((endpoint) => endpoint.path.startsWith('/online-course/'))
    expect(lastCourse).toBeLessThan(firstStatic)
  })
})
