import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientMessages, SERVER_ONLY_NAMESPACES } from './client-messages'

const ROOT = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe('client messages', () => {
  it('leaves out the server-only namespaces and keeps the rest', () => {
    expect(clientMessages({ routes: {}, home: {}, header: { a: 'b' }, account: {} })).toEqual({ header: { a: 'b' }, account: {} })
  })

  it('no hook (useTranslations, which client components use) reads a server-only namespace', () => {
    const offenders: string[] = []
    for (const file of ['app', 'components', 'features', 'lib'].flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      if (!text.includes('useTranslations(') && !text.includes('useMessages(')) continue
      for (const namespace of SERVER_ONLY_NAMESPACES) {
        const scoped = new RegExp(`useTranslations\\(['"\`]${namespace}[.'"\`]`)
        const rooted = text.includes('useTranslations()') && new RegExp(`t(\\.\\w+)?\\(['"\`]${namespace}\\.`).test(text)
        if (scoped.test(text) || rooted || text.includes('useMessages(')) offenders.push(`${file}: ${namespace}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
