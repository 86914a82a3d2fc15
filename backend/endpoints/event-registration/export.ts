import type { Endpoint, PayloadRequest } from 'payload'
import { ZEventExportQuery } from '../../../lib/contracts/events/registration-schemas'
import { userIsStaff } from '../../access/is-staff'
import { exportResponse } from '../../lib/export/respond'
import { requestLocale } from '../../lib/request-locale'
import { fail } from '../../lib/respond'
import { accountMessage } from '../../services/account/messages'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { registrationsTable } from '../../services/event-registration/export-registrations'
import { registrationMessage } from '../../services/event-registration/messages'
import { noStore, withAudience } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

/** Staff come from /admin (Payload's own login, req.user) or from the portal (our session): either must be staff. */
async function staffCaller(req: PayloadRequest): Promise<'staff' | 'member' | null> {
  if (userIsStaff(req.user)) return 'staff'
  const auth = await authenticateRequest(req)
  if (!auth) return null
  return userIsStaff(auth.user) ? 'staff' : 'member'
}

/**
 * GET event/registration/export?eventId[&format=xlsx]: one event's registrations and attendance as CSV (or XLSX), staff only. It checks the
 * caller itself (an /admin login counts too), and names its audience so the security matrix checks every role.
 */
const exportRegistrations = withAudience(
  async (req: PayloadRequest) => {
    const locale = requestLocale(req)
    const caller = await staffCaller(req)
    if (!caller) return noStore(fail(401, accountMessage('unauthorized', locale)))
    if (caller !== 'staff') return noStore(fail(403, accountMessage('forbidden', locale)))
    const { data, error } = parseQuery(ZEventExportQuery, req)
    if (error) return noStore(error)
    const table = await registrationsTable(req.payload, data.eventId, locale)
    if (!table) return noStore(fail(404, registrationMessage('notFound', locale)))
    return noStore(await exportResponse(data.format, table, locale))
  },
  'staff',
)

export const exportEndpoint: Endpoint = { path: '/event/registration/export', method: 'get', handler: exportRegistrations }
