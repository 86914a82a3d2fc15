import { describe, expect, it } from 'vitest'
import { memberRouteOf, memberStartPaths } from './member-scope'

describe('memberRouteOf', () => {
  it('names member and learning routes in both languages', () => {
    expect(memberRouteOf('/user/dasbor')).toBe('/user/dashboard')
    expect(memberRouteOf('/en/user/dashboard')).toBe('/user/dashboard')
    expect(memberRouteOf('/kursus-online/material/dasar-dasar-kpbu/dasar-dasar-kpbu')).toBe('/online-course/material/[slug]/[title]')
    expect(memberRouteOf('/en/course-interface/dasar-dasar-kpbu/12/ppp')).toBe('/course-interface/[slug]/[lecturesId]/[title]')
    expect(memberRouteOf('/en/cp3p/dashboard/about/batch/title')).toBe('/cp3p/dashboard/about/[slug]/[title]')
  })

  it('leaves out public pages, the lecturer page and paths that are no route', () => {
    for (const pathname of ['/', '/en/event', '/cp3p/detail/a/b', '/en/education/online-course/a/b', '/en/lecturer/activity/online-course', '/en/user/nothing-here', '/api/user/account/login']) {
      expect(memberRouteOf(pathname)).toBeNull()
    }
  })
})

describe('memberStartPaths', () => {
  it('starts from the member pages in Indonesian (no prefix) and English', () => {
    const paths = memberStartPaths()
    expect(paths).toContain('/user/dasbor')
    expect(paths).toContain('/en/user/dashboard')
    expect(paths).toContain('/user/pengaturan-akun/edit-profil')
    expect(paths.every((path) => memberRouteOf(path) !== null)).toBe(true)
  })
})
