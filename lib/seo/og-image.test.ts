import { describe, expect, it, vi } from 'vitest'
import { ogImagePath, verifyOgRequest } from './og-image'

// The signing key; without it the app would create data/.payload-secret.
vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')

function parse(path: string) {
  const url = new URL(path, 'http://localhost')
  return { file: url.pathname.split('/').pop() ?? '', query: url.searchParams }
}

describe('generated share cards', () => {
  it('round-trips a signed card', () => {
    const { file, query } = parse(ogImagePath({ locale: 'en', title: 'Value for Money Toolkit', label: 'Toolkit' }))
    expect(file).toMatch(/^[a-f0-9]{24}\.png$/)
    expect(verifyOgRequest(file, query)).toEqual({ locale: 'en', title: 'Value for Money Toolkit', label: 'Toolkit' })
  })

  it('refuses a card whose text was changed', () => {
    const { file, query } = parse(ogImagePath({ locale: 'id', title: 'Riset KPBU' }))
    query.set('t', 'Something else')
    expect(verifyOgRequest(file, query)).toBeNull()
  })

  it('refuses an unknown locale and a missing signature', () => {
    const { file, query } = parse(ogImagePath({ locale: 'id', title: 'Riset KPBU' }))
    query.set('l', 'fr')
    expect(verifyOgRequest(file, query)).toBeNull()
    expect(verifyOgRequest('x.png', parse(ogImagePath({ locale: 'id', title: 'A' })).query)).toBeNull()
  })

  it('clips long titles so the card stays readable', () => {
    const { file, query } = parse(ogImagePath({ locale: 'en', title: 'x'.repeat(400) }))
    expect(query.get('t')).toHaveLength(140)
    expect(verifyOgRequest(file, query)).not.toBeNull()
  })
})
