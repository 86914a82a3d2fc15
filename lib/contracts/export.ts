import { z } from 'zod'

/** The download formats of the staff exports and the course report (one column list each, backend/lib/export). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export const ZExportFormat = z.enum(EXPORT_FORMATS).default('csv')
