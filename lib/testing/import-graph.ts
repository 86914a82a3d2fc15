import fs from 'node:fs'
import path from 'node:path'

/** A static look at the app's import graph for tests that reason about what reaches the browser. Test-only. */
export const ROOT = path.resolve(__dirname, '../..')
export const APP = path.join(ROOT, 'app/[locale]')

export type TModule = { file: string; isClient: boolean; imports: string[]; packages: string[]; namespaces: string[] }
const modules = new Map<string, TModule>()

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => base + suffix).find((file) => fs.existsSync(file)) ?? null
}

/**
 * A module's static imports (dynamic `import()`s are left out: what loads on demand is not in the page's first
 * bundle and brings its own messages), the npm packages it imports, and the message namespaces its hooks read:
 * `useTranslations('ns...')`, or with `useTranslations()` the first segment of each key.
 */
export function moduleOf(file: string): TModule {
  const known = modules.get(file)
  if (known) return known
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1])
  const imports = specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved): resolved is string => resolved !== null)
  const packages = specifiers.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('@/'))
  const namespaces = [...text.matchAll(/useTranslations\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1].split('.')[0])
  if (/useTranslations\(\s*\)/.test(text)) namespaces.push(...[...text.matchAll(/\bt(?:\.\w+)?\(\s*['"`](\w+)\./g)].map((match) => match[1]))
  const parsed = { file, isClient: /^['"]use client['"]/.test(text.trimStart()), imports, packages, namespaces }
  modules.set(file, parsed)
  return parsed
}

/** Every module that runs in the browser from this route file (a module imported by a client module is client code too). */
export function clientModules(routeFile: string): TModule[] {
  const found = new Map<string, TModule>()
  const seen = new Set<string>()
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`
    if (seen.has(key)) return
    seen.add(key)
    const source = moduleOf(file)
    const client = inClient || source.isClient
    if (client) found.set(file, source)
    source.imports.forEach((imported) => walk(imported, client))
  }
  walk(routeFile, false)
  return [...found.values()]
}

export function routeFiles(dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(file)
    return /^(page|layout|not-found|error)\.tsx$/.test(entry.name) ? [file] : []
  })
}
