import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DIDDocument } from 'did-resolver'
import { createSession } from '../../backend/services/account/create-session'
import { saveFeedback } from '../../backend/services/certificates/feedback'
import { newVerificationCode } from '../../backend/services/certificates/verification-code'
import { verifyWithStatus, webResolver } from '../vc-verifier'
import { ORIGIN } from './account/http'
import { createTestCourse } from './courses-helpers'
import { rawCall } from './security/calls'
import { createUser, getTestPayload } from './setup/payload'

/**
 * Issue 25: a certificate's Open Badges 3.0 credential, downloaded by its holder, checked the way an outside
 * verifier does (did-jwt-vc, the issuer's did:web document, the signed Bitstring status list), all offline.
 */
let payload: Payload
let certificate: { id: number; code: string }
let courseName: string
const tokens = {} as Record<'holder' | 'other' | 'admin', string>
let adminJwt: string

/** What a verifier would fetch over HTTPS, answered by this app's own routes (the rewrite maps did.json to the API). */
const resolver = webResolver(async (url) => {
  expect(url.href).toBe('https://localhost:3000/.well-known/did.json')
  const answer = await rawCall('GET', '/credentials/did.json')
  expect(answer.headers.get('content-type')).toBe('application/did+json')
  return JSON.parse(answer.text) as DIDDocument
})
const fetchStatusList = async (url: string) => {
  expect(url.startsWith(`${ORIGIN}/api/`)).toBe(true)
  const answer = await rawCall('GET', url.slice(`${ORIGIN}/api`.length))
  expect(answer.status).toBe(200)
  return answer.text
}

const download = (who: 'holder' | 'other' | 'admin' | 'visitor', locale = 'id') =>
  rawCall('GET', `/online-course/certificate/credential?certificateId=${certificate.id}&locale=${locale}`, who === 'visitor' ? {} : { cookie: tokens[who] })

const checkOnPage = (credential: string, locale = 'id') =>
  rawCall('POST', `/online-course/certificate-verification/credential?locale=${locale}`, { json: { credential }, headers: { origin: ORIGIN } })

beforeAll(async () => {
  payload = await getTestPayload()
  const course = await createTestCourse(payload)
  courseName = `Kursus ${course.slug}`
  for (const role of ['holder', 'other', 'admin'] as const) {
    const user = await createUser(role === 'admin' ? 'admin' : 'learner')
    tokens[role] = (await createSession(payload, user)).token
    if (role === 'admin') adminJwt = (await payload.login({ collection: 'users', data: { email: user.email, password: 'Secret-123!' } })).token!
    if (role !== 'holder') continue
    const row = await payload.create({
      collection: 'certificates',
      data: { user: user.id, course: course.courseId, code: newVerificationCode(), issuedAt: '2026-02-03T04:05:06.000Z', revoked: false },
      overrideAccess: true,
    })
    certificate = { id: row.id, code: row.code }
    await saveFeedback(payload, { userId: user.id, courseId: course.courseId, rating: [{ id: 'q1', star: 5 }] })
  }
})

describe('verifiable certificates', () => {
  it('gives the holder a signed credential that a standard verifier accepts, not revoked', async () => {
    const answer = await download('holder')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/vc+jwt')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="e-certificate-${certificate.code}.jwt"`)
    const { verified, revoked } = await verifyWithStatus(answer.text, resolver, fetchStatusList)
    expect(revoked).toBe(false)
    const vc = verified.verifiableCredential
    expect(verified.issuer).toBe('did:web:localhost%3A3000')
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential'])
    expect(vc.id).toContain(certificate.code)
    expect(vc.issuanceDate).toBe('2026-02-03T04:05:06.000Z')
    expect(vc.credentialSubject).toMatchObject({ type: ['AchievementSubject'], achievement: { type: ['Achievement'], name: courseName, inLanguage: 'id' } })
    expect(vc.credentialSubject.identifier[0]).toMatchObject({ identityType: 'name', identityHash: 'Test learner' })
    expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(certificate.id) })
    const english = await download('holder', 'en')
    expect((await verifyWithStatus(english.text, resolver, fetchStatusList)).verified.verifiableCredential.credentialSubject.achievement.inLanguage).toBe('en')
  })

  it('fails verification once a field is altered', async () => {
    const [header, body, signature] = (await download('holder')).text.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { nbf: number; vc: { credentialSubject: { achievement: { name: string } } } }
    claims.vc.credentialSubject.achievement.name = 'Kursus Palsu'
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    await expect(verifyWithStatus(forged, resolver, fetchStatusList)).rejects.toThrow(/invalid_signature/)
    // The public verification page's check says the same, in the caller's language.
    const refused = await checkOnPage(forged, 'en')
    expect(refused.status).toBe(400)
    expect(refused.message).toBe('This credential file is not valid: it was not signed by LPI Learning or its content was changed.')
    expect(JSON.parse((await checkOnPage(`${header}.${body}.${signature}`)).text)).toMatchObject({ data: { status: 'valid', certificate: { code: certificate.code } } })
  })

  it('serves the credential to its holder and an admin only', async () => {
    expect((await download('other')).status).toBe(403)
    expect((await download('visitor')).status).toBe(401)
    expect((await download('admin')).status).toBe(200)
    expect((await rawCall('GET', '/online-course/certificate/credential?certificateId=999999', { cookie: tokens.holder })).status).toBe(404)
  })

  it('publishes a revocation in /admin in the signed status list, and the verification page says revoked', async () => {
    const credential = (await download('holder')).text
    const patched = await rawCall('PATCH', `/certificates/${certificate.id}`, { jwt: adminJwt, json: { revoked: true } })
    expect(patched.status).toBe(200)
    const { revoked, listIssuer } = await verifyWithStatus(credential, resolver, fetchStatusList)
    expect(revoked).toBe(true)
    expect(listIssuer).toBe('did:web:localhost%3A3000')
    const checked = await rawCall('GET', `/online-course/certificate-verification?certificateCode=${certificate.code}`)
    expect(JSON.parse(checked.text)).toMatchObject({ data: { status: 'revoked' } })
    expect((await download('holder')).status).toBe(410)
    expect(JSON.parse((await checkOnPage(credential)).text)).toMatchObject({ data: { status: 'revoked' } })
  })

  it('answers 404 for a status list that cannot exist, and never publishes the private key', async () => {
    expect((await rawCall('GET', '/credentials/status?list=abc')).status).toBe(404)
    const did = await rawCall('GET', '/credentials/did.json')
    expect(did.text).not.toMatch(/"d"\s*:/)
  })
})
