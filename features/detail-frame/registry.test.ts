import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DETAIL_ALTERNATES } from './registry'

const DETAIL_GROUP = path.resolve(__dirname, '../../app/[locale]/(detail)')

/** Every page under the (detail) group, as its route template. */
function detailPages(dir = DETAIL_GROUP, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return detailPages(path.join(dir, entry.name), `${prefix}/${entry.name}`)
    return entry.name === 'page.tsx' ? [prefix] : []
  })
}

describe('detail pages and the language switcher', () => {
  it('renders each detail page inside a layout that resolves its own route in the registry', () => {
    const pages = detailPages()
    expect(pages.sort()).toEqual(Object.keys(DETAIL_ALTERNATES).sort())
    for (const route of pages) {
      const layout = fs.readFileSync(path.join(DETAIL_GROUP, route, 'layout.tsx'), 'utf8')
      expect(layout, route).toContain(`detailLayout('${route}')`)
    }
  })

  it('keeps every page whose title segment redirects out of the (site) group, whose header cannot know the slug', () => {
    const site = path.resolve(DETAIL_GROUP, '../(site)')
    for (const route of Object.keys(DETAIL_ALTERNATES)) expect(fs.existsSync(path.join(site, route, 'page.tsx')), route).toBe(false)
  })
})
