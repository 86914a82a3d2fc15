import { describe, expect, it } from 'vitest'
import { WORKSHOP_ENTRIES, workshopEntryHref } from './workshop'

describe('fixed workshop lecture layout', () => {
  it('keeps the spec order: course content, discussion, announcement 01, materials, about', () => {
    expect(WORKSHOP_ENTRIES).toEqual(['content', 'discussion', 'announcement', 'materials', 'about'])
  })

  it('opens the course forum for discussion and the lecture page sections for the others', () => {
    const course = { slug: 'ppp-workshop', courseName: 'PPP Workshop' }
    expect(workshopEntryHref('en', 'discussion', course)).toBe('/en/online-course/discussion/ppp-workshop/ppp-workshop')
    expect(workshopEntryHref('id', 'discussion', course)).toBe('/kursus-online/diskusi/ppp-workshop/ppp-workshop')
    expect(WORKSHOP_ENTRIES.filter((entry) => entry !== 'discussion').map((entry) => workshopEntryHref('en', entry, course))).toEqual([
      '#workshop-content',
      '#workshop-announcement',
      '#workshop-materials',
      '#workshop-about',
    ])
  })
})
