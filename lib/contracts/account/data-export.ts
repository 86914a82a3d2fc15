/**
 * Personal data requests (UU 27/2022, docs/decisions/042): what the API and the settings page agree on. Kept free of
 * zod: the account pages' browser code imports these paths, and zod here would ship with every sign-in screen
 * (docs/decisions/045); the download call's schema is in data-export-download.ts.
 */
export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const
export const DATA_REQUEST_STATUSES = ['queued', 'ready', 'failed', 'done'] as const

export type TDataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number]

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_DAYS = 7

export const DATA_EXPORT_PATH = '/user/account/data-export'
export const DATA_EXPORT_DOWNLOAD_PATH = '/user/account/data-export/download'

/** The member's latest export request, as GET /user/account/data-export answers it (null data: none yet). */
export type TDataExportStatus = {
  requestId: number
  status: TDataRequestStatus
  requestedAt: string
  expiresAt: string | null
  /** Ready and not expired: the download call will answer. */
  downloadable: boolean
}
