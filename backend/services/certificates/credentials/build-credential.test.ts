import { createHash } from 'node:crypto'
import { decodeJWT } from 'did-jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyCredential } from 'did-jwt-vc'
import { webResolver } from '../../../../tests/vc-verifier'
import { buildOpenBadgeCredential, hashedEmail } from './build-credential'
import { didDocument, issuerDid } from './issuer'
import { signCredential } from './sign'

const KEY = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', d: 'YCBCE189VdF6Mr8KdhMM3LHOfJCfi9vtSiFetvyNeXs', x: 'M64glKD_zs8pRfIUMKGpO3jgc0VE8aLAP-8UHW8510U' })
const saved = { key: process.env.CERTIFICATE_SIGNING_KEY, url: process.env.SERVER_URL }

beforeAll(() => {
  process.env.CERTIFICATE_SIGNING_KEY = KEY
  process.env.SERVER_URL = 'https://learning.example.org'
})
afterAll(() => {
  for (const [name, value] of [['CERTIFICATE_SIGNING_KEY', saved.key], ['SERVER_URL', saved.url]] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const input = () => ({
  credentialUrl: 'https://learning.example.org/edukasi/kursus-online/sertifikat/ABC',
  issuer: { did: issuerDid(), name: 'LPI Learning', url: 'https://learning.example.org' },
  holder: { name: 'Siti Rahma', email: 'Siti@Example.org' },
  course: { url: 'https://learning.example.org/edukasi/kursus-online/kpbu/dasar-kpbu', name: 'Dasar KPBU', description: 'Menyelesaikan kursus.', locale: 'id' as const },
  issuedAt: '2026-03-04T05:06:07.000Z',
  certificateId: 131075,
  statusListUrl: (list: number) => `https://learning.example.org/api/credentials/status?list=${list}`,
})

describe('Open Badges 3.0 credential builder', () => {
  it('describes the certificate as an OpenBadgeCredential: issuer Profile, AchievementSubject, Achievement', () => {
    const credential = buildOpenBadgeCredential(input())
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential'])
    expect(credential['@context'][0]).toBe('https://www.w3.org/2018/credentials/v1')
    expect(credential.id).toBe(input().credentialUrl)
    expect(credential.issuer).toEqual({ id: 'did:web:learning.example.org', type: ['Profile'], name: 'LPI Learning', url: 'https://learning.example.org' })
    expect(credential.issuanceDate).toBe('2026-03-04T05:06:07.000Z')
    expect(credential.credentialSubject.type).toEqual(['AchievementSubject'])
    expect(credential.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: 'Dasar KPBU', inLanguage: 'id', criteria: { narrative: 'Menyelesaikan kursus.' } })
    expect(credential.credentialStatus).toEqual({
      id: 'https://learning.example.org/api/credentials/status?list=1#3',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '3',
      statusListCredential: 'https://learning.example.org/api/credentials/status?list=1',
    })
  })

  it('carries the holder e-mail only as a salted hash', () => {
    const identity = hashedEmail('Siti@Example.org', 'abcd')
    expect(identity.identityHash).toBe(`sha256$${createHash('sha256').update('siti@example.orgabcd').digest('hex')}`)
    expect(JSON.stringify(buildOpenBadgeCredential(input()))).not.toContain('Example.org')
  })

  it('signs a VC-JWT (EdDSA) that did-jwt-vc verifies against the published DID document, and not once altered', async () => {
    const jwt = await signCredential(buildOpenBadgeCredential(input()))
    const decoded = decodeJWT(jwt)
    expect(decoded.header).toMatchObject({ alg: 'EdDSA', kid: 'did:web:learning.example.org#key-1' })
    expect(decoded.payload).toMatchObject({ iss: 'did:web:learning.example.org', jti: input().credentialUrl, nbf: Date.parse(input().issuedAt) / 1000 })
    const resolver = webResolver(async (url) => {
      expect(url.href).toBe('https://learning.example.org/.well-known/did.json')
      return didDocument()
    })
    const verified = await verifyCredential(jwt, resolver)
    expect(verified.verifiableCredential.credentialSubject.achievement).toMatchObject({ name: 'Dasar KPBU' })
    expect(JSON.stringify(didDocument())).not.toContain('"d"')
    const [header, body, signature] = jwt.split('.')
    const altered = JSON.parse(Buffer.from(body, 'base64url').toString()) as { vc: { credentialSubject: { achievement: { name: string } } } }
    altered.vc.credentialSubject.achievement.name = 'Kursus Lain'
    await expect(verifyCredential(`${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`, resolver)).rejects.toThrow(/signature/i)
  })
})
