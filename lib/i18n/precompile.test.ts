import formatCompiled, { type CompiledMessage } from 'icu-minify/format'
import { describe, expect, it } from 'vitest'
import { loadMessages } from './messages'
import { precompileMessages } from './precompile'

type TTree = { [key: string]: unknown }

/** Every leaf's key path: a raw message is a string, a compiled one a string or an array. */
function keyPaths(tree: TTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value) ? [`${prefix}${key}`] : keyPaths(value as TTree, `${prefix}${key}.`),
  )
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

/** A message compiled here and formatted as next-intl's formatter for compiled messages does (what the browser runs). */
function format(message: string, values?: Record<string, string | number>): unknown {
  const compiled = (precompileMessages({ m: message }) as { m: CompiledMessage }).m
  return formatCompiled(compiled, 'en', values, { formatters })
}

describe('precompiled messages (docs/decisions/045)', () => {
  it('keep every key; a plain text stays the same string', () => {
    const compiled = precompileMessages({ common: { save: 'Save', nested: { hello: 'Hello {name}' } } }) as { common: { save: unknown; nested: { hello: unknown } } }
    expect(compiled.common.save).toBe('Save')
    expect(Array.isArray(compiled.common.nested.hello)).toBe(true)
  })

  it('are plain JSON (React passes nothing else from a server component to a client one)', () => {
    const { m } = precompileMessages({ m: '{count, plural, =0 {none} other {# items}}' }) as { m: [[string, number, object]] }
    expect(Object.getPrototypeOf(m[0][2])).toBe(Object.prototype)
  })

  it('format as the ICU parser does: arguments, plurals with # and =0, escapes', () => {
    const plural = '{count, plural, =0 {No results} one {# result} other {# results}}'
    expect(format('Hello {name}', { name: 'Ana' })).toBe('Hello Ana')
    expect(format(plural, { count: 0 })).toBe('No results')
    expect(format(plural, { count: 1 })).toBe('1 result')
    expect(format(plural, { count: 1200 })).toBe('1,200 results')
    expect(format("It's '{literal}'")).toBe("It's {literal}")
  })

  it('compile every message of both catalogues, keeping every key', async () => {
    for (const locale of ['id', 'en'] as const) {
      const messages = await loadMessages(locale)
      expect(keyPaths(precompileMessages(messages))).toEqual(keyPaths(messages))
    }
  })
})
