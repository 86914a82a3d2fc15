import type { Endpoint } from 'payload'
import { formatDate } from '../../../lib/format/date'
import { learnerTranscript } from '../../services/courses/transcript'
import { renderTranscriptPdf } from '../../services/courses/transcript-pdf'
import { memberHandler } from '../handlers'

/** GET user/activity/transcript: the signed-in learner's own courses, grades and certificates as a PDF. */
export const transcriptEndpoint: Endpoint = {
  path: '/user/activity/transcript',
  method: 'get',
  handler: memberHandler(async (req, { user, locale }) => {
    const pdf = await renderTranscriptPdf(await learnerTranscript(req.payload, user, locale), locale)
    const filename = `transcript-${formatDate(new Date(), locale, 'YYYY-MM-DD')}.pdf`
    return new Response(pdf as BodyInit, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"` } })
  }, 'learner'),
}
