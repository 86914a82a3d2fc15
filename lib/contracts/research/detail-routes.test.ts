import { describe, expect, it } from 'vitest'
import { researchChapterHref, researchDetailHref } from './detail-routes'

describe('research detail URLs', () => {
  it('sends complete research to the completed page and anything else to on-going', () => {
    expect(researchDetailHref('id', { id: 4, type: 'complete', slug: 'kajian' })).toBe('/riset/lengkap/4/kajian')
    expect(researchDetailHref('en', { id: 4, type: 'complete', slug: 'study' })).toBe('/en/research/completed/4/study')
    expect(researchDetailHref('id', { id: 5, type: 'on-going', slug: 'x' })).toBe('/riset/sedang-berlangsung/5/x')
    expect(researchDetailHref('en', { id: 5, type: 'draft', slug: 'x' })).toBe('/en/research/on-going/5/x')
  })

  it('builds chapter URLs in both languages', () => {
    expect(researchChapterHref('en', { id: 'abc', slug: 'background' })).toBe('/en/research/chapter/abc/background')
    expect(researchChapterHref('id', { id: 'abc', slug: 'latar-belakang' })).toBe('/riset/chapter/abc/latar-belakang')
  })
})
