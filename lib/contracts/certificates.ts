import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZCourseKey } from './courses/api-params'

export const ZCertificateCodeQuery = z.object({ certificateCode: z.string().trim().min(1, V.required).max(64) })
/** A credential file (VC-JWT) pasted or uploaded on the public verification page. */
export const ZCredentialCheckBody = z.object({ credential: z.string().trim().min(1, V.required).max(20_000, V.max(20_000)) })
export const ZCertificateDownloadQuery = z.object({ certificateId: z.coerce.number().int().positive(V.invalid) })
export const ZFeedbackBody = z.object({
  courseId: ZCourseKey,
  rating: z.array(z.object({ id: z.string().min(1).max(40), star: z.number().int().min(1).max(5) })).min(1).max(20),
  others: z.string().trim().max(2000).optional(),
})
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>
