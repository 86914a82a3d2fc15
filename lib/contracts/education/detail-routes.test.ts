import { describe, expect, it } from 'vitest'
import { programHref, programPermalink } from './detail-routes'

describe('program URLs', () => {
  it('stores the internal route and builds the public URL in both languages', () => {
    expect(programPermalink({ id: 7, slug: 'pembiayaan-proyek' })).toBe('/education/7/pembiayaan-proyek')
    expect(programHref('id', { id: 7, slug: 'pembiayaan-proyek' })).toBe('/edukasi/7/pembiayaan-proyek')
    expect(programHref('en', { id: 7, slug: 'project-finance' })).toBe('/en/education/7/project-finance')
  })
})
