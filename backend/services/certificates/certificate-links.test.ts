import { afterEach, describe, expect, it } from 'vitest'
import { linkedInAddToProfileUrl } from './certificate-links'

const input = { courseName: 'Dasar KPBU', code: 'ABC234', issuedAt: '2026-01-31T20:00:00.000Z', url: 'https://learning.example.org/snapshot-certificate/kpbu/dasar-kpbu/ABC234' }
const saved = process.env.LINKEDIN_ORGANIZATION_ID
afterEach(() => {
  if (saved === undefined) delete process.env.LINKEDIN_ORGANIZATION_ID
  else process.env.LINKEDIN_ORGANIZATION_ID = saved
})

describe('LinkedIn add-to-profile link', () => {
  it('carries the certification name, organisation, issue year and month, credential id and URL', () => {
    delete process.env.LINKEDIN_ORGANIZATION_ID
    const url = new URL(linkedInAddToProfileUrl(input))
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Dasar KPBU',
      organizationName: 'LPI Learning',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: input.url,
      certId: 'ABC234',
    })
  })

  it('names the institute by its LinkedIn organisation id when configured (a number only)', () => {
    process.env.LINKEDIN_ORGANIZATION_ID = '1337'
    const params = new URL(linkedInAddToProfileUrl(input)).searchParams
    expect(params.get('organizationId')).toBe('1337')
    expect(params.has('organizationName')).toBe(false)
    process.env.LINKEDIN_ORGANIZATION_ID = 'not-a-number'
    expect(new URL(linkedInAddToProfileUrl(input)).searchParams.get('organizationName')).toBe('LPI Learning')
  })
})
