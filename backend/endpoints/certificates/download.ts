import type { Endpoint, PayloadRequest } from 'payload'
import { ZCertificateDownloadQuery } from '../../../lib/contracts/certificates'
import { userIsStaff } from '../../access/is-staff'
import { fail } from '../../lib/respond'
import { verificationUrl } from '../../services/certificates/certificate-links'
import { hasGivenFeedback } from '../../services/certificates/feedback'
import { certificateMessage } from '../../services/certificates/messages'
import { renderCertificatePdf } from '../../services/certificates/render-pdf'
import { findCertificateByCode } from '../../services/certificates/verify-certificate'
import { memberHandler, type TMemberContext } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

/**
 * The certificate a download asks for, when the caller may have it: its holder after giving feedback, or whoever
 * `mayOverride` admits; a revoked one is gone (410). Shared by the PDF and the verifiable credential.
 */
export async function certificateForDownload(req: PayloadRequest, { user, locale }: TMemberContext, mayOverride: boolean) {
  const { data, error } = parseQuery(ZCertificateDownloadQuery, req)
  if (error) return { error }
  const row = await req.payload.findByID({ collection: 'certificates', id: data.certificateId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!row) return { error: fail(404, certificateMessage('unknown', locale)) }
  const ownerId = typeof row.user === 'object' ? row.user.id : row.user
  const courseId = typeof row.course === 'object' ? row.course.id : row.course
  if (ownerId !== user.id && !mayOverride) return { error: fail(403, certificateMessage('notYours', locale)) }
  if (row.revoked) return { error: fail(410, certificateMessage('revoked', locale)) }
  if (!mayOverride && !(await hasGivenFeedback(req.payload, user.id, courseId))) return { error: fail(403, certificateMessage('feedbackFirst', locale)) }
  return { row }
}

/** The certificate as a PDF: only its holder (after giving feedback) or staff; a revoked one is not served. */
export const certificateDownloadEndpoint: Endpoint = {
  path: '/online-course/certificate/download',
  method: 'get',
  handler: memberHandler(async (req, ctx) => {
    const { locale } = ctx
    const { row, error } = await certificateForDownload(req, ctx, userIsStaff(ctx.user))
    if (error) return error
    const view = await findCertificateByCode(req.payload, row.code, locale)
    if (!view) return fail(404, certificateMessage('unknown', locale))
    const pdf = await renderCertificatePdf({ ...view, verificationUrl: verificationUrl(view.code, locale) })
    return new Response(pdf as unknown as BodyInit, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="e-certificate-${view.courseSlug}-${view.code}.pdf"`,
      },
    })
  }),
}
