import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADMITTED, apiCalls, expectNoStack, rawCall, roleToken, type TApiCall, type TRawOptions, type TRawResult } from './security/calls'

/**
 * Fuzzing (issue 11): every write call of backend/endpoints (the forms: register, login, reset, profile,
 * password, email, OTP, notifications, tracking, and whatever lands next) gets random bodies; every read
 * call gets random query strings. Whatever comes in, the answer is never a 5xx, and a refusal is a 4xx
 * with a message. FUZZ_RUNS raises the number of bodies per call (default 25).
 */
const RUNS = Number(process.env.FUZZ_RUNS || 25)
const calls = apiCalls()
const forms = calls.filter((call) => call.method !== 'GET')
const reads = calls.filter((call) => call.method === 'GET')

// Field names the forms use, so random bodies reach the validation of real fields, not only "unknown key".
const FIELDS = [
  'email', 'password', 'confirmPassword', 'oldPassword', 'newPassword', 'fullName', 'phoneNumber', 'company', 'occupation',
  'gender', 'agreeTerms', 'botCheck', 'accountId', 'linkVerification', 'token', 'keyToken', 'otp', 'notificationId', 'path',
  'visitorId', 'referrer', 'acknowledge', 'code', 'redirectUri', 'codeVerifier', 'birthDate', 'provinceId', 'cityId', 'zipCode',
  'industrySector', 'education', 'workExperience', 'position', 'address', 'courseId', 'eventId', 'slug', 'id', 'answers',
]
const QUERY_KEYS = ['page', 'size', 'limit', 'sort', 'search', 'searchKey', 'keyword', 'topic', 'topics', 'year', 'type', 'id', 'slug', 'email', 'provinceId', 'redirect', 'login', 'accountId', 'category', 'status']

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.emailAddress(),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'undefined', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '1e309', '2026-02-30'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
)
const value = fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }))
const formBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((body) => ({ json: body })) },
  { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ json: body })) },
  { weight: 1, arbitrary: fc.string().map((text) => ({ raw: text })) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), value).map((body) => ({ json: { ...body, ['__proto__']: { admin: true }, constructor: { prototype: { role: 'admin' } } } })) },
)
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(fc.string({ maxLength: 60 }), fc.integer().map(String), fc.constantFrom('-1', '0', '1e309', 'NaN', 'Infinity', '[]', '%', '../')), { maxKeys: 5 })

async function tokenFor(call: TApiCall): Promise<string | undefined> {
  if (call.declared === 'public') return undefined
  return (await roleToken(ADMITTED[call.declared][0])).token
}

function expectSafe(result: TRawResult, what: string) {
  expect(result.status, `${what} -> ${result.status} ${result.text.slice(0, 300)}`).toBeLessThan(500)
  if (result.status >= 400) {
    expect(typeof result.message === 'string' && result.message.length > 0, `${what} -> ${result.status} without a message: ${result.text.slice(0, 300)}`).toBe(true)
  }
  expectNoStack(result, what)
}

describe('fuzzed form bodies', () => {
  it.each(forms.map((call) => [call.label, call] as const))('%s never answers 5xx', async (label, call) => {
    const token = await tokenFor(call)
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        const options: TRawOptions = 'raw' in body ? { body: body.raw, headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' } } : { json: body.json, headers: { origin: 'http://localhost:3000' } }
        expectSafe(await rawCall(call.method, call.path, { ...options, token }), `${label} ${JSON.stringify(body).slice(0, 300)}`)
      }),
      { numRuns: RUNS },
    )
  })

  it('random bytes as a profile photo are refused with a message', async () => {
    const { token } = await roleToken('learner')
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom('a.png', 'a.jpg', 'a.webp', 'a.svg', 'a'), async (bytes, name) => {
        const body = new FormData()
        body.set('file', new Blob([bytes], { type: 'image/png' }), name)
        const result = await rawCall('PUT', 'user/profile/picture', { token, body })
        expect(result.status).toBe(400)
        expectSafe(result, `photo ${name} ${bytes.length} bytes`)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('fuzzed query strings', () => {
  it.each(reads.map((call) => [call.label, call] as const))('%s never answers 5xx', async (label, call) => {
    const token = await tokenFor(call)
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString()
        expectSafe(await rawCall('GET', `${call.path}?${search}`, { token }), `${label}?${search}`)
      }),
      { numRuns: Math.max(3, Math.round(RUNS / 5)) },
    )
  })
})
