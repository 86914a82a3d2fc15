import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { userIsAdmin } from '../../access/is-admin'
import { userIsStaff } from '../../access/is-staff'
import { ZExportFormat } from '../../../lib/contracts/export'
import { exportResponse } from '../../lib/export/respond'
import { requestLocale } from '../../lib/request-locale'
import { fail } from '../../lib/respond'
import { accountMessage } from '../../services/account/messages'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { exportListTable, type TListQuery } from '../../services/admin-export/export-list'
import { EXPORT_SPECS, type TExportSpec } from '../../services/admin-export/specs'
import { noStore, withAudience } from '../handlers'

/** Where a list's CSV is served: /api/admin-export/<collection>. */
export const exportPath = (collection: string) => `/admin-export/${collection}`

// The list URL's state; `where` is checked by Payload against the caller's field access (a 400 when it names a field
// they may not read or that does not exist).
const ZListQuery = z.object({
  where: z.record(z.string(), z.unknown()).optional(),
  sort: z.string().regex(/^-?[A-Za-z0-9_.]{1,100}$/).optional(),
  search: z.string().max(200).optional(),
  format: ZExportFormat,
})

/** Staff come from /admin (Payload's login, req.user) or from the portal (our session). */
async function exportCaller(req: PayloadRequest): Promise<PayloadRequest['user']> {
  if (userIsStaff(req.user)) return req.user
  const auth = await authenticateRequest(req)
  return auth ? ({ ...auth.user, collection: 'users' } as PayloadRequest['user']) : req.user
}

const BAD_QUERY = { id: 'Filter atau urutan daftar ini tidak dapat dipakai untuk ekspor.', en: 'This list filter or sort cannot be used for the export.' }

const admits = (spec: TExportSpec, user: PayloadRequest['user']) => (spec.audience === 'admin' ? userIsAdmin(user) : userIsStaff(user))

function exportHandler(spec: TExportSpec) {
  return withAudience(async (req: PayloadRequest) => {
    const locale = requestLocale(req)
    const user = await exportCaller(req)
    if (!user) return noStore(fail(401, accountMessage('unauthorized', locale)))
    if (!admits(spec, user)) return noStore(fail(403, accountMessage('forbidden', locale)))
    const parsed = ZListQuery.safeParse(req.query)
    if (!parsed.success) return noStore(fail(400, BAD_QUERY[locale]))
    try {
      const { format, ...query } = parsed.data
      const table = await exportListTable(req.payload, spec, { user, query: query as TListQuery, locale })
      return noStore(await exportResponse(format, table, locale))
    } catch (error) {
      // Payload's QueryError: a filter on a path the caller may not query.
      if ((error as { status?: number }).status === 400) return noStore(fail(400, BAD_QUERY[locale]))
      throw error
    }
  }, spec.audience)
}

/** GET /api/admin-export/<collection>: one admin list as CSV (or XLSX with ?format=xlsx), for the audience its spec names (docs/decisions/030). */
export const adminExportEndpoints: Endpoint[] = EXPORT_SPECS.map((spec) => ({ path: exportPath(spec.collection), method: 'get', handler: exportHandler(spec) }))
