import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP, clientModules, routeFiles } from './import-graph'

/**
 * Pages visitors read (home, listings, details, content pages) ship no form or HTTP libraries in their first
 * bundle: the login popup, registration forms and "load more" fetch them on demand (next/dynamic, import()).
 * Mobile Lighthouse performance (issue 11) mostly measures this script time.
 */
const HEAVY_PACKAGES = ['zod', 'axios', 'react-hook-form', '@hookform/resolvers/zod', 'next-auth/react']

// Pages whose job is a form: they need the form libraries up front.
const FORM_PAGES = /\/(login|register|register-thankyou|forgot-password|update-password|cp3p|snapshot-certificate)\/|\(member\)|\(course\)|education\/online-course\/certificate|event\/attendance/

function heavyImports(routeFile: string): string[] {
  return clientModules(routeFile).flatMap((source) =>
    source.packages.filter((name) => HEAVY_PACKAGES.includes(name)).map((name) => `${path.relative(APP, routeFile)}: ${path.relative(APP, source.file)} imports ${name}`),
  )
}

describe('public page bundles', () => {
  it('no reading page or shared layout loads zod, axios, react-hook-form or next-auth up front', () => {
    const pages = routeFiles().filter((file) => !FORM_PAGES.test(file))
    expect(pages.length).toBeGreaterThan(40)
    expect(pages.flatMap(heavyImports)).toEqual([])
  })

  it('sees a form library a form page imports', () => {
    expect(heavyImports(path.join(APP, '(site)/login/page.tsx')).join('\n')).toMatch(/react-hook-form|zod/)
  })
})
