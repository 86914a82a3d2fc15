import { z } from 'zod'

/** The data export download call's query (GET /user/account/data-export/download?requestId=). */
export const ZDataExportDownload = z.object({ requestId: z.coerce.number().int().positive() })
