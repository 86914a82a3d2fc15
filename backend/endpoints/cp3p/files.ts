import path from 'node:path'
import type { Endpoint, PayloadRequest } from 'payload'
import type { Cp3PMaterial, Cp3PPaymentProof } from '../../payload-types'
import { userIsStaff } from '../../access/is-staff'
import { fail, NOT_FOUND_MESSAGE } from '../../lib/respond'
import { findProgramme } from '../../services/cp3p/find-programme'
import { findLecture, lectureLockedBy, lectureMaterial, paidAccess } from '../../services/cp3p/lms'
import { courseMessage } from '../../services/courses/messages'
import { cp3pMessage } from '../../services/cp3p/messages'
import { findRegistration } from '../../services/cp3p/registrations'
import { openStoredFile } from '../../uploads/stored-file'
import { downloadName } from '../../uploads/private-names'
import { memberHandler } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { ZCourseId, ZLectureQuery } from './params'

/** A header value is Latin-1 only: an ASCII fallback name, and the real one (a title may have any letter) per RFC 6266. */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

type TPrivateSlug = 'cp3p-payment-proofs' | 'cp3p-materials'
type TUpload = Cp3PPaymentProof | Cp3PMaterial

/** A stored upload as a private download: never cached, never sniffed into another type. */
async function sendFile(req: PayloadRequest, slug: TPrivateSlug, file: TUpload, downloadAs = file.filename): Promise<Response> {
  const stored = await openStoredFile(req, slug, file)
  if (!stored || !file.filename) return fail(404, NOT_FOUND_MESSAGE)
  const headers = stored.headers
  headers.set('Content-Type', file.mimeType || 'application/octet-stream')
  headers.set('Content-Disposition', inlineDisposition(path.basename(downloadAs || file.filename)))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  return new Response(stored.body, { status: stored.status, headers })
}

/** Private files: the owner's payment proof (or any, for staff by registrationId) and paid learners' lecture files. */
export const cp3pFileEndpoints: Endpoint[] = [
  {
    path: '/cp3p/public-course/payment-proof',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const registrationId = Number(req.searchParams.get('registrationId') || 0)
      let registration = null
      if (registrationId && userIsStaff(user as never)) {
        registration = await req.payload.findByID({ collection: 'cp3p-registrations', id: registrationId, depth: 1, overrideAccess: true }).catch(() => null)
      } else {
        const { data, error } = parseQuery(ZCourseId, req)
        if (error) return error
        const programme = await findProgramme(req.payload, data.courseId, locale, 0)
        registration = programme ? await findRegistration(req.payload, user.id, programme.id) : null
        if (registration?.proof && typeof registration.proof !== 'object') {
          registration = await req.payload.findByID({ collection: 'cp3p-registrations', id: registration.id, depth: 1, overrideAccess: true })
        }
      }
      const proof = registration && typeof registration.proof === 'object' ? registration.proof : null
      if (!proof) return fail(404, NOT_FOUND_MESSAGE)
      return sendFile(req, 'cp3p-payment-proofs', proof)
    }),
  },
  {
    path: '/cp3p/lms/material',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZLectureQuery, req)
      if (error) return error
      const access = await paidAccess(req.payload, user.id, data.courseId, locale, userIsStaff(user as never))
      if (!access.ok) return fail(access.status, cp3pMessage(access.reason, locale))
      const lecture = await findLecture(req.payload, access.programme, data.lecturesId, locale)
      const upload = lecture ? await lectureMaterial(req.payload, lecture.lecturesId) : null
      if (!upload) return fail(404, cp3pMessage('lectureNotFound', locale))
      const blocker = await lectureLockedBy(req.payload, user.id, access.programme, data.lecturesId, locale, userIsStaff(user as never))
      if (blocker) return fail(403, courseMessage('lectureLocked', locale, { lecture: blocker.title }))
      return sendFile(req, 'cp3p-materials', upload, downloadName(upload))
    }),
  },
]
