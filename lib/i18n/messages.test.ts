import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from './config'
import { FEATURE_NAMESPACES, loadMessages } from './messages'
import { pathnames } from './pathnames'

type TMessages = { [key: string]: string | TMessages }

// The catalogues as the site loads them: the core file plus every feature namespace file.
const [id, en] = (await Promise.all(locales.map((locale) => loadMessages(locale)))) as TMessages[]
const catalogues: Record<(typeof locales)[number], TMessages> = { id, en }

function isObject(value: unknown): value is TMessages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every key path of a message tree, objects as `a.b/` and strings as `a.b`. */
function keyPaths(tree: TMessages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix} > ${key}` : key
    return isObject(value) ? [`${path}/`, ...keyPaths(value, path)] : [path]
  })
}

/** Every leaf that is not a non-empty string, with its key path. */
function badLeaves(tree: TMessages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix} > ${key}` : key
    if (isObject(value)) return badLeaves(value, path)
    return typeof value === 'string' && value.trim() !== '' ? [] : [path]
  })
}

/** ICU argument names used in a message: {name}, {name, plural, ...}. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort()
}

function leaves(tree: TMessages, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix} > ${key}` : key
    return isObject(value) ? leaves(value, path) : [[path, String(value)]]
  })
}

describe('message catalogues', () => {
  it.each(locales)('load every namespace file present in messages/%s/', (locale) => {
    const folder = path.resolve(import.meta.dirname, '../../messages', locale)
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith('.json')) : []
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...FEATURE_NAMESPACES].sort())
  })

  it('have exactly the same key structure in Indonesian and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(id).sort())
  })

  it.each(locales)('have no empty or non-string messages in %s', (locale) => {
    expect(badLeaves(catalogues[locale])).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const english = new Map(leaves(en))
    for (const [path, message] of leaves(id)) {
      expect(argumentNames(english.get(path) ?? ''), path).toEqual(argumentNames(message))
    }
  })

  it.each(locales)('have one routes entry per pathname in %s', (locale) => {
    const routes = catalogues[locale].routes
    expect(isObject(routes)).toBe(true)
    expect(Object.keys(isObject(routes) ? routes : {}).sort()).toEqual(Object.keys(pathnames).sort())
  })

  it.each(locales)('give every route a plain string title in %s', (locale) => {
    const routes = catalogues[locale].routes
    for (const value of Object.values(isObject(routes) ? routes : {})) {
      expect(typeof value).toBe('string')
    }
  })
})
