import fs from 'node:fs/promises'
import path from 'node:path'
import type { Endpoint } from 'payload'
import { userIsStaff } from '../../access/is-staff'
import { fail, NOT_FOUND_MESSAGE } from '../../lib/respond'
import { findProgramme } from '../../services/cp3p/find-programme'
import { findLecture, paidAccess } from '../../services/cp3p/lms'
import { cp3pMessage } from '../../services/cp3p/messages'
import { findRegistration } from '../../services/cp3p/registrations'
import { memberHandler } from '../account/handlers'
import { parseQuery } from '../static/elibrary/parse-query'
import { ZCourseId, ZLectureQuery } from './params'

const uploadRoot = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || 'data/media')

/** A stored upload as a private download: never cached, never sniffed into another type. */
async function sendFile(folder: string, filename: string | null | undefined, mimeType: string | null | undefined): Promise<Response> {
  if (!filename) return fail(404, NOT_FOUND_MESSAGE)
  const data = await fs.readFile(path.join(uploadRoot(), folder, path.basename(filename))).catch(() => null)
  if (!data) return fail(404, NOT_FOUND_MESSAGE)
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'Content-Type': mimeType || 'application/octet-stream',
      'Content-Disposition': `inline; filename="${path.basename(filename).replace(/"/g, '')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
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
      return sendFile('cp3p-payment-proofs', proof.filename, proof.mimeType)
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
      const upload = findLecture(access.programme, data.lecturesId)?.lecture.upload
      if (!upload || typeof upload !== 'object') return fail(404, cp3pMessage('lectureNotFound', locale))
      return sendFile('cp3p-materials', upload.filename, upload.mimeType)
    }),
  },
]
