import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP, clientModules, ROOT, routeFiles } from '@/lib/testing/import-graph'
import { pickMessages, SERVER_ONLY_NAMESPACES, SHELL_NAMESPACES, shellMessages } from './client-messages'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

function clientNamespaces(page: string): Set<string> {
  return new Set(clientModules(page).flatMap((source) => source.namespaces))
}

/**
 * What a route file's layouts hand to the browser's next-intl: null without a `<ClientMessages>` or
 * `withClientMessages` layout on its path (the root layout has no next-intl provider), else the shell's namespaces
 * plus each one named. A layout's own provider wraps only its children, so a layout counts only the layouts above it.
 */
function providedNamespaces(routeFile: string): Set<string> | null {
  let provided: Set<string> | null = null
  const first = path.basename(routeFile) === 'layout.tsx' ? path.dirname(path.dirname(routeFile)) : path.dirname(routeFile)
  for (let dir = first; dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx')
    if (!fs.existsSync(layout)) continue
    const text = fs.readFileSync(layout, 'utf8')
    for (const match of text.matchAll(/(?:namespaces=\{|withClientMessages\()\[([^\]]*)\]/g)) {
      provided ??= new Set<string>(SHELL_NAMESPACES)
      for (const name of match[1].matchAll(/['"](\w+)['"]/g)) provided.add(name[1])
    }
  }
  return provided
}

/** The client modules of a route file that import next-intl (its provider and hooks: the translation runtime). */
const translatingModules = (routeFile: string) => clientModules(routeFile).filter((source) => source.packages.some((name) => name === 'next-intl'))

describe('client messages', () => {
  it('the site-wide provider keeps only the shell namespaces', () => {
    expect(shellMessages({ routes: {}, header: { a: 'b' }, account: {}, errors: {} })).toEqual({ header: { a: 'b' }, errors: {} })
    expect(pickMessages({ a: 1, b: 2 }, ['b', 'missing'])).toEqual({ b: 2 })
  })

  it('every client component finds the namespaces it reads in its page provider', () => {
    const pages = routeFiles()
    expect(pages.length).toBeGreaterThan(100)
    const missing = pages.flatMap((page) => {
      const provided = providedNamespaces(page) ?? new Set<string>()
      return [...clientNamespaces(page)].filter((namespace) => !provided.has(namespace)).map((namespace) => `${path.relative(APP, page)}: ${namespace}`)
    })
    expect(missing).toEqual([])
  })

  it('a client component using next-intl has a provider above it (the root layout has none)', () => {
    const unprovided = routeFiles().flatMap((file) =>
      providedNamespaces(file) ? [] : translatingModules(file).map((source) => `${path.relative(APP, file)}: ${path.relative(ROOT, source.file)}`),
    )
    expect(unprovided).toEqual([])
  })

  it('reading pages and the frame around every page download no next-intl (their texts come from the server)', () => {
    const detail = ['(detail)/e-library/chapter/[id]/[title]/page.tsx', '(detail)/event/[id]/[title]/page.tsx']
    const listings = ['(site)/e-library/page.tsx', '(site)/e-library/filtered/page.tsx', '(site)/event/page.tsx', '(site)/event/filtered/page.tsx']
    const reading = ['layout.tsx', 'not-found.tsx', 'error.tsx', '(home)/layout.tsx', '(home)/page.tsx', '(site)/layout.tsx', ...listings, ...detail]
    const translating = reading.flatMap((file) => translatingModules(path.join(APP, file)).map((source) => `${file}: ${path.relative(ROOT, source.file)}`))
    expect(translating).toEqual([])
    // And the layouts above them add no provider, which would bring the runtime back.
    expect(['(home)/page.tsx', ...listings, ...detail].filter((file) => providedNamespaces(path.join(APP, file)))).toEqual([])
  })

  it('finds a namespace read through a client component the page imports', () => {
    const attendance = path.join(APP, '(detail)/event/attendance/[id]/[title]/page.tsx')
    expect([...clientNamespaces(attendance)]).toContain('eventRegistration')
  })

  it('no hook (useTranslations, which client components use) reads a server-only namespace', () => {
    const offenders: string[] = []
    for (const file of ['app', 'components', 'features', 'lib'].flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      if (!text.includes('useTranslations(')) continue
      for (const namespace of SERVER_ONLY_NAMESPACES) {
        const scoped = new RegExp(`useTranslations\\(['"\`]${namespace}[.'"\`]`)
        const rooted = text.includes('useTranslations()') && new RegExp(`t(\\.\\w+)?\\(['"\`]${namespace}\\.`).test(text)
        if (scoped.test(text) || rooted) offenders.push(`${file}: ${namespace}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
