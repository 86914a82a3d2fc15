import { describe, expect, it } from 'vitest'
import { localizePermalink, resolveInternalPath, resolvePath, splitLocale } from './resolve-path'

describe('resolvePath: Indonesian without a prefix', () => {
  it('resolves the bare root to the Indonesian home page', () => {
    expect(resolvePath('/')).toEqual({ locale: 'id', route: '/', params: {} })
  })

  it('treats an empty pathname as the Indonesian home page', () => {
    expect(resolvePath('')).toEqual({ locale: 'id', route: '/', params: {} })
  })

  it('maps the Indonesian about page to the internal about-us route', () => {
    expect(resolvePath('/tentang-kami')).toEqual({ locale: 'id', route: '/about-us', params: {} })
  })

  it('maps a nested Indonesian member page to its internal route', () => {
    expect(resolvePath('/user/pengaturan-akun/ganti-sandi')).toEqual({
      locale: 'id',
      route: '/user/account-settings/change-password',
      params: {},
    })
  })

  it('resolves a path that is identical in both languages as Indonesian', () => {
    expect(resolvePath('/capacity-building')).toEqual({ locale: 'id', route: '/capacity-building', params: {} })
  })

  it('does not accept the English form of a translated path without the /en prefix', () => {
    expect(resolvePath('/about-us')).toBeNull()
    expect(resolvePath('/education/online-course')).toBeNull()
  })
})

describe('resolvePath: /id prefix', () => {
  it('resolves /id to the Indonesian home page', () => {
    expect(resolvePath('/id')).toEqual({ locale: 'id', route: '/', params: {} })
    expect(resolvePath('/id/')).toEqual({ locale: 'id', route: '/', params: {} })
  })

  it('maps /id/tentang-kami to the about-us route in Indonesian', () => {
    expect(resolvePath('/id/tentang-kami')).toEqual({ locale: 'id', route: '/about-us', params: {} })
  })

  it('maps the Indonesian activation link with its token', () => {
    expect(resolvePath('/id/masuk/aktivasi/tok123')).toEqual({
      locale: 'id',
      route: '/login/activation/[tokenActivation]',
      params: { tokenActivation: 'tok123' },
    })
  })
})

describe('resolvePath: /en prefix', () => {
  it('resolves /en to the English home page', () => {
    expect(resolvePath('/en')).toEqual({ locale: 'en', route: '/', params: {} })
  })

  it('maps the English about page to the about-us route', () => {
    expect(resolvePath('/en/about-us')).toEqual({ locale: 'en', route: '/about-us', params: {} })
  })

  it('does not accept the Indonesian form of a path under /en', () => {
    expect(resolvePath('/en/tentang-kami')).toBeNull()
  })

  it('maps the English lecturer activity page', () => {
    expect(resolvePath('/en/lecturer/activity/online-course')?.route).toBe('/lecturer/activity/online-course')
  })

  it('maps the Indonesian lecturer activity page', () => {
    expect(resolvePath('/pengajar/aktifitas/kursus-online')?.route).toBe('/lecturer/activity/online-course')
  })
})

describe('resolvePath: params', () => {
  it('extracts every param of a multi-param route', () => {
    expect(resolvePath('/en/cp3p/course-interface/pkp/ch-2/lec-9/intro')).toEqual({
      locale: 'en',
      route: '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]',
      params: { slug: 'pkp', chapterId: 'ch-2', lecturesId: 'lec-9', title: 'intro' },
    })
  })

  it('extracts params from the Indonesian form of the route', () => {
    expect(resolvePath('/cp3p/dasbor/umpanbalik/pkp/judul')).toEqual({
      locale: 'id',
      route: '/cp3p/dashboard/feedback/[slug]/[title]',
      params: { slug: 'pkp', title: 'judul' },
    })
  })

  it('decodes percent-encoded params', () => {
    expect(resolvePath('/en/search/jalan%20tol%2Fbendungan')?.params).toEqual({ searchKey: 'jalan tol/bendungan' })
    expect(resolvePath('/pencarian/%C3%A9nergi')?.params).toEqual({ searchKey: 'énergi' })
  })

  it('keeps a malformed percent sequence as it was instead of throwing', () => {
    expect(resolvePath('/pencarian/100%')?.params).toEqual({ searchKey: '100%' })
  })
})

describe('resolvePath: static segments win over params', () => {
  it('resolves /education/online-course/certificate/abc to the certificate route', () => {
    expect(resolvePath('/en/education/online-course/certificate/abc')).toEqual({
      locale: 'en',
      route: '/education/online-course/certificate/[slug]',
      params: { slug: 'abc' },
    })
  })

  it('resolves /edukasi/kursus-online/sertifikasi/abc to the certificate route', () => {
    expect(resolvePath('/edukasi/kursus-online/sertifikasi/abc')).toEqual({
      locale: 'id',
      route: '/education/online-course/certificate/[slug]',
      params: { slug: 'abc' },
    })
  })

  it('still resolves the enrol page when the slug is not a static word', () => {
    expect(resolvePath('/en/education/online-course/bridges/title')?.route).toBe(
      '/education/online-course/[slug]/[title]',
    )
  })

  it('prefers the event attendance route over the event detail route', () => {
    expect(resolvePath('/event/attendance/7/rapat')?.route).toBe('/event/attendance/[id]/[title]')
    expect(resolvePath('/event/7/rapat')?.route).toBe('/event/[id]/[title]')
  })

  it('prefers the create-discussion route over a discussion page with params', () => {
    expect(resolvePath('/kursus-online/diskusi/buat-diskusi/c/t')?.route).toBe(
      '/online-course/discussion/create-discussion/[slug]/[title]',
    )
    expect(resolvePath('/kursus-online/diskusi/c/t')?.route).toBe('/online-course/discussion/[slug]/[title]')
  })
})

describe('resolvePath: trailing slashes and unknown paths', () => {
  it('ignores a trailing slash', () => {
    expect(resolvePath('/tentang-kami/')?.route).toBe('/about-us')
    expect(resolvePath('/en/about-us/')?.route).toBe('/about-us')
    expect(resolvePath('/en/')).toEqual({ locale: 'en', route: '/', params: {} })
  })

  it('returns null for unknown paths', () => {
    expect(resolvePath('/does-not-exist')).toBeNull()
    expect(resolvePath('/en/does-not-exist')).toBeNull()
    expect(resolvePath('/tentang-kami/extra')).toBeNull()
  })

  it('returns null when a param segment is missing', () => {
    expect(resolvePath('/en/event/7')).toBeNull()
    expect(resolvePath('/en/search')).toBeNull()
  })

  it('does not treat an unknown locale-like prefix as a locale', () => {
    expect(splitLocale('/fr/about-us')).toEqual({ locale: 'id', rest: '/fr/about-us' })
    expect(resolvePath('/fr/about-us')).toBeNull()
  })
})

describe('resolveInternalPath', () => {
  it('resolves an internal (English, unprefixed) path', () => {
    expect(resolveInternalPath('/about-us')).toEqual({ route: '/about-us', params: {} })
  })

  it('extracts params of an internal path', () => {
    expect(resolveInternalPath('/research/on-going/12/air-bersih')).toEqual({
      route: '/research/on-going/[id]/[title]',
      params: { id: '12', title: 'air-bersih' },
    })
  })

  it('does not resolve the Indonesian public form or a locale prefix', () => {
    expect(resolveInternalPath('/tentang-kami')).toBeNull()
    expect(resolveInternalPath('/en/about-us')).toBeNull()
  })

  it('ignores a trailing slash', () => {
    expect(resolveInternalPath('/event/')?.route).toBe('/event')
  })
})

describe('localizePermalink with same-page links', () => {
  it('keeps an anchor-only or query-only permalink on the current page', () => {
    expect(localizePermalink('#ceo-notes', 'en')).toBe('#ceo-notes')
    expect(localizePermalink('?type=21', 'id')).toBe('?type=21')
  })
})

describe('internalPath', () => {
  it('points a localized URL at the [locale] folder and the internal route', async () => {
    const { internalPath } = await import('./resolve-path')
    const resolved = resolvePath('/riset/sedang-berlangsung/42/jalan%20tol')!
    expect(internalPath(resolved.route, resolved.locale, resolved.params)).toBe('/id/research/on-going/42/jalan%20tol')
    expect(internalPath('/', 'en')).toBe('/en')
    expect(internalPath('/about-us', 'id')).toBe('/id/about-us')
  })
})
