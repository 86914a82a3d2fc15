import { describe, expect, it } from 'vitest'
import { pageViewPath } from './page-view-path'

describe('pageViewPath', () => {
  it('keeps an ordinary path and drops its query and fragment', () => {
    expect(pageViewPath('/e-library?sortBy=latest&token=abc#top')).toBe('/e-library')
    expect(pageViewPath('/en/event/12/workshop')).toBe('/en/event/12/workshop')
    expect(pageViewPath('')).toBe('/')
  })

  it('replaces one-time tokens in account links, in both languages', () => {
    expect(pageViewPath('/masuk/aktivasi/9f8e7d6c')).toBe('/masuk/aktivasi/[tokenActivation]')
    expect(pageViewPath('/en/login/activation/9f8e7d6c')).toBe('/en/login/activation/[tokenActivation]')
    expect(pageViewPath('/memperbaharui-katasandi/secret-key')).toBe('/memperbaharui-katasandi/[keyToken]')
    expect(pageViewPath('/en/update-password/secret-key?x=1')).toBe('/en/update-password/[keyToken]')
  })

  it('does not keep what a visitor typed into search', () => {
    expect(pageViewPath('/pencarian/budi%40example.org')).toBe('/pencarian/[searchKey]')
    expect(pageViewPath('/en/search/my%20name')).toBe('/en/search/[searchKey]')
  })

  it('leaves a path that only looks like one alone', () => {
    expect(pageViewPath('/en/login')).toBe('/en/login')
    expect(pageViewPath('/masuk/aktivasi/a/b')).toBe('/masuk/aktivasi/a/b')
  })
})
