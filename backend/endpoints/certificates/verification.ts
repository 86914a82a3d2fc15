import type { Endpoint, PayloadRequest } from 'payload'
import { ZCertificateCodeQuery, ZCredentialCheckBody } from '../../../lib/contracts/certificates'
import { requestLocale } from '../../lib/request-locale'
import { fail, ok } from '../../lib/respond'
import { verifyCredentialFile } from '../../services/certificates/credentials/verify-credential'
import { verifyCertificate } from '../../services/certificates/verify-certificate'
import { guestHandler, noStore, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

/** 200 with status valid or revoked (naming holder and course); 404 with a clear message for an unknown code. */
async function answer(req: PayloadRequest, code: string): Promise<Response> {
  const locale = requestLocale(req)
  const result = await verifyCertificate(req.payload, code, locale)
  // Never cached: a revocation must show at once.
  if (result.status === 'unknown') return noStore(fail(404, result.message))
  return noStore(ok({ status: result.status, certificate: result.certificate }, result.message))
}

const byQuery = async (req: PayloadRequest) => {
  const { data, error } = parseQuery(ZCertificateCodeQuery, req)
  return error ?? answer(req, data.certificateCode)
}

/** Spec section 7: public certificate checks, GET with ?certificateCode and POST with { certificateCode }; a credential file. */
export const certificateVerificationEndpoints: Endpoint[] = [
  { path: '/online-course/certificate-verification', method: 'get', handler: byQuery },
  { path: '/online-course/get-certificate-verification', method: 'get', handler: byQuery },
  {
    path: '/online-course/certificate-verification',
    method: 'post',
    handler: guestHandler(async (req) => {
      const { data, error } = await parseBody(ZCertificateCodeQuery, req)
      return error ?? answer(req, data.certificateCode)
    }),
  },
  {
    // Decision 039: a downloaded credential file, checked by signature and live status (400 for a forged one).
    path: '/online-course/certificate-verification/credential',
    method: 'post',
    handler: guestHandler(async (req, locale) => {
      const { data, error } = await parseBody(ZCredentialCheckBody, req)
      if (error) return error
      const result = await verifyCredentialFile(req.payload, data.credential, locale)
      if (result.status === 'invalid') return fail(400, result.message)
      return ok({ status: result.status, certificate: result.certificate }, result.message)
    }),
  },
]
