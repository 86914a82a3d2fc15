import { describe, expect, it } from 'vitest'
import { dashboardHref, dashboardMenuPages, lectureMenuExtras } from './routes'

describe('course side menus', () => {
  it('gives a learner the feedback and certificate entries, feedback first, before about', () => {
    expect(dashboardMenuPages({ role: 'learner', examAvailable: false })).toEqual(['content', 'discussion', 'announcement', 'material', 'feedback', 'certificate', 'about'])
    expect(dashboardMenuPages({ role: 'learner', examAvailable: true })).toEqual(['content', 'grades', 'discussion', 'announcement', 'material', 'feedback', 'certificate', 'about'])
    expect(lectureMenuExtras({ role: 'learner' })).toEqual(['feedback', 'certificate'])
  })

  it('hides grades, feedback and certificate from a lecturer, as the other learner-only entries', () => {
    expect(dashboardMenuPages({ role: 'teacher', examAvailable: true })).toEqual(['content', 'discussion', 'announcement', 'material', 'about'])
    expect(lectureMenuExtras({ role: 'teacher' })).toEqual([])
  })

  it('links the feedback entry to its page in each language', () => {
    const course = { slug: 'penjaminan-pemerintah', courseName: 'Government Guarantees' }
    expect(dashboardHref('en', 'feedback', course)).toBe('/en/online-course/feedback/penjaminan-pemerintah/government-guarantees')
    expect(dashboardHref('id', 'feedback', course)).toBe('/kursus-online/umpan-balik/penjaminan-pemerintah/government-guarantees')
  })
})
