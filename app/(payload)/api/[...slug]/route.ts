import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { expireTagsBeforeAnswer } from '@/backend/hooks/revalidate-tags'
import { withOutageAnswers } from '@/backend/operations/outage-answers'
import { refusePathTricks } from '@/backend/uploads/raw-path-guard'

type TRoute = ReturnType<typeof REST_GET>

// The raw URL is still visible here; once Next has matched [...slug], `%2F` inside a segment is a plain '/'.
// Outside it, whatever escapes Payload's error handling is still answered in the envelope (503 in an outage).
const guarded = (route: TRoute) => withOutageAnswers(refusePathTricks(route), config)
// A save is answered once other instances render what it saved (backend/hooks/revalidate-tags.ts).
const saving = (route: TRoute) => guarded(expireTagsBeforeAnswer(route))

export const GET = guarded(REST_GET(config))
export const POST = saving(REST_POST(config))
export const DELETE = saving(REST_DELETE(config))
export const PATCH = saving(REST_PATCH(config))
export const PUT = saving(REST_PUT(config))
export const OPTIONS = guarded(REST_OPTIONS(config))
