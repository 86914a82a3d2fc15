import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { CP3P_PROOF_MAX_BYTES } from '../../collections/Cp3p/payment-proofs'
import { CP3P_CACHE_TAG } from '../../../lib/contracts/cp3p/cache-tag'
import { revalidateTags } from '../../hooks/revalidate-tags'
import type { Locale } from '../../../lib/i18n/config'
import { fail, ok } from '../../lib/respond'
import { findProgramme } from '../../services/cp3p/find-programme'
import { cp3pMessage } from '../../services/cp3p/messages'
import { findRegistration, registerForProgramme, validateEnrollment } from '../../services/cp3p/registrations'
import { toRegistrationSummary } from '../../services/cp3p/registration-summary'
import { submitProof } from '../../services/cp3p/submit-proof'
import { memberHandler, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { ZCourseId, ZRegistrationBody } from './params'

/** The member's own registration for ?courseId, with its programme; 404 when either is missing. */
const withRegistration = (
  build: (ctx: {
    programme: NonNullable<Awaited<ReturnType<typeof findProgramme>>>
    registration: NonNullable<Awaited<ReturnType<typeof findRegistration>>>
    locale: Locale
  }) => Response | Promise<Response>,
) =>
  memberHandler(async (req, { user, locale }) => {
    const { data, error } = parseQuery(ZCourseId, req)
    if (error) return error
    const programme = await findProgramme(req.payload, data.courseId, locale)
    if (!programme) return fail(404, cp3pMessage('notFound', locale))
    const registration = await findRegistration(req.payload, user.id, programme.id)
    if (!registration) return fail(404, cp3pMessage('notRegistered', locale))
    return build({ programme, registration, locale })
  })

const summary: Parameters<typeof withRegistration>[0] = ({ programme, registration, locale }) => ok(toRegistrationSummary(programme, registration, locale))

const registrationHandler = memberHandler(async (req, { user, locale }) => {
  const { data, error } = await parseBody(ZRegistrationBody, req)
  if (error) return error
  const programme = await findProgramme(req.payload, data.courseId, locale)
  if (!programme) return fail(404, cp3pMessage('notFound', locale))
  const result = await registerForProgramme(req.payload, user.id, programme, locale)
  if (!result.ok) return fail(result.status, result.message)
  if (result.created) revalidateTags(CP3P_CACHE_TAG)()
  return ok(toRegistrationSummary(programme, result.registration, locale), result.message)
})

/** Spec section 7, cp3p: validation, registration, summary, payment, payment confirmation (member calls). */
export const cp3pRegistrationEndpoints: Endpoint[] = [
  {
    path: '/cp3p/public-course/detail-enrollment-validation',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZCourseId, req)
      if (error) return error
      const programme = await findProgramme(req.payload, data.courseId, locale)
      if (!programme) return fail(404, cp3pMessage('notFound', locale))
      return ok(validateEnrollment(programme, await findRegistration(req.payload, user.id, programme.id), locale))
    }),
  },
  { path: '/cp3p/public-course/registration', method: 'post', handler: registrationHandler },
  { path: '/cp3p/public-course/detail-enrollment', method: 'post', handler: registrationHandler },
  { path: '/cp3p/public-course/registration-summary', method: 'get', handler: withRegistration(summary) },
  { path: '/cp3p/public-course/payment', method: 'get', handler: withRegistration(summary) },
  { path: '/cp3p/public-course/payment-confirmation', method: 'get', handler: withRegistration(summary) },
  {
    path: '/cp3p/public-course/payment-confirmation-submit',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      // Refused before the body is read, so an oversized upload is never buffered.
      if (Number(req.headers.get('content-length') || 0) > CP3P_PROOF_MAX_BYTES + 64 * 1024) return fail(413, cp3pMessage('proofInvalid', locale))
      try {
        await addDataAndFileToRequest(req)
      } catch {
        return fail(400, cp3pMessage('proofInvalid', locale))
      }
      // Multipart fields other than the file reach req.data only through `_payload`; the query is simpler.
      const courseId = req.searchParams.get('courseId') || String((req.data as { courseId?: unknown } | undefined)?.courseId ?? '')
      const programme = courseId ? await findProgramme(req.payload, courseId, locale) : null
      if (!programme) return fail(404, cp3pMessage('notFound', locale))
      const registration = await findRegistration(req.payload, user.id, programme.id)
      if (!registration) return fail(404, cp3pMessage('notRegistered', locale))
      const file = req.file
      const result = file?.data ? await submitProof(req.payload, registration, Buffer.from(file.data)) : 'invalid'
      if (result === 'already-paid') return fail(409, cp3pMessage('alreadyPaid', locale))
      if (result === 'invalid') return fail(400, cp3pMessage('proofInvalid', locale))
      const saved = await findRegistration(req.payload, user.id, programme.id)
      return ok(toRegistrationSummary(programme, saved ?? registration, locale), cp3pMessage('proofSaved', locale))
    }),
  },
  {
    path: '/cp3p/course-enroll/list',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { docs } = await req.payload.find({
        collection: 'cp3p-registrations',
        where: { user: { equals: user.id } },
        depth: 1,
        locale,
        limit: 100,
        sort: '-createdAt',
        overrideAccess: true,
      })
      return ok(docs.flatMap((registration) => (typeof registration.programme === 'object' ? [toRegistrationSummary(registration.programme, registration, locale)] : [])))
    }),
  },
]
