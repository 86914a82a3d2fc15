import type { Endpoint } from 'payload'
import { DATA_EXPORT_DOWNLOAD_PATH, DATA_EXPORT_PATH } from '../../../lib/contracts/account/data-export'
import { ZDataExportDownload } from '../../../lib/contracts/account/data-export-download'
import { parseQuery } from '../../lib/parse-query'
import { hitRateLimit } from '../../lib/rate-limit'
import { fail, ok } from '../../lib/respond'
import { RATE_LIMITS } from '../../services/account/constants'
import { accountMessage } from '../../services/account/messages'
import { dataExportStatus } from '../../services/personal-data/data-export-status'
import { personalDataMessage } from '../../services/personal-data/messages'
import { openDataExport } from '../../services/personal-data/open-data-export'
import { requestDataExport } from '../../services/personal-data/request-data-export'
import { memberHandler } from '../handlers'

/** GET /user/account/data-export: the member's latest export request (null when none). */
const exportStatusEndpoint: Endpoint = {
  path: DATA_EXPORT_PATH,
  method: 'get',
  handler: memberHandler(async (req, { user }) => ok(await dataExportStatus(req.payload, user.id))),
}

/** POST /user/account/data-export: asks for a copy of all the member's data, built in the background (decision 042). */
const requestExportEndpoint: Endpoint = {
  path: DATA_EXPORT_PATH,
  method: 'post',
  handler: memberHandler(async (req, { user, locale }) => {
    if (!(await hitRateLimit(req.payload, `data-export:${user.id}`, RATE_LIMITS.mail))) return fail(429, accountMessage('rateLimited', locale))
    const result = await requestDataExport(req.payload, user.id, locale)
    if (result === 'pending') return fail(429, personalDataMessage('exportPending', locale))
    return ok(await dataExportStatus(req.payload, user.id), personalDataMessage('exportQueued', locale))
  }),
}

/** GET /user/account/data-export/download?requestId=: the zip, to the member who asked for it, until it expires. */
const downloadExportEndpoint: Endpoint = {
  path: DATA_EXPORT_DOWNLOAD_PATH,
  method: 'get',
  handler: memberHandler(async (req, { user, locale }) => {
    const { data, error } = parseQuery(ZDataExportDownload, req)
    if (error) return error
    const opened = await openDataExport(req, user.id, data.requestId)
    if ('status' in opened) return fail(opened.status, personalDataMessage(opened.message, locale))
    const headers = opened.file.headers
    headers.set('Content-Type', 'application/zip')
    headers.set('Content-Disposition', `attachment; filename="${opened.filename}"`)
    headers.set('X-Content-Type-Options', 'nosniff')
    return new Response(opened.file.body, { status: opened.file.status, headers })
  }),
}

export const personalDataEndpoints: Endpoint[] = [exportStatusEndpoint, requestExportEndpoint, downloadExportEndpoint]
