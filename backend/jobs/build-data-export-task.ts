import type { TaskConfig } from 'payload'
import { buildDataExport, failDataExport } from '../services/personal-data/build-data-export'

/**
 * Builds one member's personal data export (backend/services/personal-data). Not retried: a failure marks the request
 * failed, the settings page says so and the member may ask again, rather than a half-built zip being tried for an hour.
 */
export const buildDataExportTask: TaskConfig<{ input: { requestId: number }; output: object }> = {
  slug: 'buildDataExport',
  label: 'Build personal data export',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  handler: async ({ input, job, req }) => {
    try {
      await buildDataExport(req, input.requestId)
    } catch (error) {
      req.payload.logger.error({ job: job.id, request: input.requestId, err: error instanceof Error ? error.message : String(error) }, 'personal data export failed')
      await failDataExport(req, input.requestId).catch(() => undefined)
      throw error
    }
    return { output: {} }
  },
}
