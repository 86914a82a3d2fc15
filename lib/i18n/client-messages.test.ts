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

/** Namespaces a page's layouts hand to the browser: the shell's plus each `<ClientMessages namespaces>` or `withClientMessages` on its path. */
function providedNamespaces(page: string): Set<string> {
  const provided = new Set<string>(SHELL_NAMESPACES)
  for (let dir = path.dirname(page); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx')
    if (!fs.existsSync(layout)) continue
    const text = fs.readFileSync(layout, 'utf8')
    for (const match of text.matchAll(/(?:namespaces=\{|withClientMessages\()\[([^\]]*)\]/g)) {
      for (const name of match[1].matchAll(/['"](\w+)['"]/g)) provided.add(name[1])
    }
  }
  return provided
}

describe('client messages', () => {
  it('the site-wide provider keeps only the shell namespaces', () => {
    expect(shellMessages({ routes: {}, header: { a: 'b' }, account: {}, errors: {} })).toEqual({ header: { a: 'b' }, errors: {} })
    expect(pickMessages({ a: 1, b: 2 }, ['b', 'missing'])).toEqual({ b: 2 })
  })

  it('every client component finds the namespaces it reads in its page provider', () => {
    const pages = routeFiles()
    expect(pages.length).toBeGreaterThan(100)
    const missing = pages.flatMap((page) => {
      const provided = providedNamespaces(page)
      return [...clientNamespaces(page)].filter((namespace) => !provided.has(namespace)).map((namespace) => `${path.relative(APP, page)}: ${namespace}`)
    })
    expect(missing).toEqual([])
  })

  it('finds a namespace read through a client component the page imports', () => {
    const home = path.join(APP, '(home)/page.tsx')
    expect([...clientNamespaces(home)]).toContain('banners')
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
