import { describe, expect, it } from 'vitest'
import { queryWords } from '../../../lib/contracts/search/words'
import { snippetOf } from './snippet'

describe('queryWords', () => {
  it('folds, splits on punctuation and drops repeats', () => {
    expect(queryWords('KPBU, kpbu  Énergi!')).toEqual(['kpbu', 'energi'])
  })
})

describe('snippetOf', () => {
  const long = `${'awal '.repeat(60)}pembiayaan proyek air minum ${'akhir '.repeat(60)}`.trim()

  it('keeps short text whole', () => {
    expect(snippetOf('Skema KPBU', ['kpbu'])).toBe('Skema KPBU')
  })

  it('centres on the first word found and marks the cuts', () => {
    const snippet = snippetOf(long, ['air'])
    expect(snippet).toContain('pembiayaan proyek air minum')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(190)
  })

  it('starts at the beginning when no word occurs', () => {
    expect(snippetOf(long, ['jembatan']).startsWith('awal')).toBe(true)
  })
})
