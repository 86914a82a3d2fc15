import type { Endpoint } from 'payload'
import { z } from 'zod'
import { userIsAdmin } from '../../access/is-admin'
import { fail } from '../../lib/respond'
import { didDocument } from '../../services/certificates/credentials/issuer'
import { certificateCredentialJwt, statusListJwt } from '../../services/certificates/credentials/sign'
import { certificateMessage } from '../../services/certificates/messages'
import { memberHandler } from '../handlers'
import { certificateForDownload } from './download'
import { requestLocale } from '../../lib/request-locale'

/** Public documents a verifier fetches: revalidated on each use, so a revocation shows at once. */
const publicDocument = (body: string, type: string) => new Response(body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'public, no-cache' } })

const ZStatusListParams = z.object({ list: z.coerce.number().int().min(0).max(10_000) })

/** The signed Open Badges 3.0 credential of a certificate (VC-JWT): its holder (after the feedback) or an admin. */
const credentialDownload: Endpoint = {
  path: '/online-course/certificate/credential',
  method: 'get',
  handler: memberHandler(async (req, ctx) => {
    const { locale } = ctx
    const { row, error } = await certificateForDownload(req, ctx, userIsAdmin(ctx.user))
    if (error) return error
    const jwt = await certificateCredentialJwt(req.payload, row.id, locale)
    if (!jwt) return fail(404, certificateMessage('unknown', locale))
    return new Response(jwt, {
      status: 200,
      headers: { 'Content-Type': 'application/vc+jwt', 'Content-Disposition': `attachment; filename="e-certificate-${row.code}.jwt"` },
    })
  }),
}

/** Spec: Open Badges 3.0 credentials, their revocation status lists and the issuer's DID document (decision 039). */
export const certificateCredentialEndpoints: Endpoint[] = [
  credentialDownload,
  {
    // A query, not a path pattern: every API path is literal (backend/endpoints/endpoints.test.ts).
    path: '/credentials/status',
    method: 'get',
    handler: async (req) => {
      const parsed = ZStatusListParams.safeParse(Object.fromEntries(new URL(req.url ?? '', 'http://localhost').searchParams))
      if (!parsed.success) return fail(404, certificateMessage('unknownStatusList', requestLocale(req)))
      return publicDocument(await statusListJwt(req.payload, parsed.data.list), 'application/vc+jwt')
    },
  },
  { path: '/credentials/did.json', method: 'get', handler: async () => publicDocument(JSON.stringify(didDocument()), 'application/did+json') },
]
