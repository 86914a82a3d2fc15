import { z } from 'zod'
import { ZExportFormat } from '../export'
import { MAX_ROW_ID } from '../../api/row-id'

const ZEventId = z.coerce.number().int().positive().max(MAX_ROW_ID).max(2_147_483_647)

/** ?eventId= of GET event/registration, event/form/get-digital-attendance and the staff export. */
export const ZEventIdQuery = z.object({ eventId: ZEventId })
/** GET event/registration/export: the event, and CSV (the default) or XLSX. */
export const ZEventExportQuery = ZEventIdQuery.extend({ format: ZExportFormat })

/** POST event/registration: the event and the answers to its form, by question id (checked against the event's form). */
export const ZEventRegistrationBody = z.object({
  eventId: ZEventId,
  answers: z.record(z.string().max(64), z.union([z.string().max(2000), z.boolean(), z.number()])).optional().default({}),
})

/** POST event/form/post-digital-attendance. */
export const ZDigitalAttendanceBody = z.object({ eventId: ZEventId })
