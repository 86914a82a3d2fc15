import { describe, expect, it } from 'vitest'
import { startsNavigation } from './link-click'

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
const anchor = (href: string, target = '', attrs: string[] = []) => ({ href, target, hasAttribute: (name: string) => attrs.includes(name) })
const here = { href: 'https://lpi.test/event?topic=1#past-event' }

describe('which link clicks start the route progress bar', () => {
  it('a link to another page or another query of this site', () => {
    expect(startsNavigation(click, anchor('https://lpi.test/en/event'), here)).toBe(true)
    expect(startsNavigation(click, anchor('/event?topic=2'), here)).toBe(true)
  })

  it('not the same page, an anchor on it, another site, the CMS or the API', () => {
    expect(startsNavigation(click, anchor('/event?topic=1'), here)).toBe(false)
    expect(startsNavigation(click, anchor('#upcoming'), here)).toBe(false)
    expect(startsNavigation(click, anchor('https://example.org/event'), here)).toBe(false)
    expect(startsNavigation(click, anchor('/admin/collections/events'), here)).toBe(false)
    expect(startsNavigation(click, anchor('/api/media/file/a.pdf'), here)).toBe(false)
  })

  it('not a new tab, a download, a modified or a non-primary click', () => {
    expect(startsNavigation(click, anchor('/riset', '_blank'), here)).toBe(false)
    expect(startsNavigation(click, anchor('/riset', '', ['download']), here)).toBe(false)
    expect(startsNavigation({ ...click, ctrlKey: true }, anchor('/riset'), here)).toBe(false)
    expect(startsNavigation({ ...click, button: 1 }, anchor('/riset'), here)).toBe(false)
  })
})
