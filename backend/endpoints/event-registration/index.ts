import type { Endpoint } from 'payload'
import { ZDigitalAttendanceBody, ZEventIdQuery, ZEventRegistrationBody } from '../../../lib/contracts/events/registration-schemas'
import { fail, ok } from '../../lib/respond'
import { getDigitalAttendance, markAttendance } from '../../services/event-registration/attendance'
import { listEventActivity } from '../../services/event-registration/list-event-activity'
import { loadPublishedEvent } from '../../services/event-registration/load-event'
import { registrationMessage } from '../../services/event-registration/messages'
import { registerForEvent } from '../../services/event-registration/register-for-event'
import { getRegistrationStatus } from '../../services/event-registration/registration-status'
import { validationMessage } from '../../lib/validation-message'
import { memberHandler, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { exportEndpoint } from './export'

/** Spec section 7, Events: registration and digital attendance; Account: user/activity/event. All per member. */
export const eventRegistrationEndpoints: Endpoint[] = [
  {
    path: '/event/registration',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZEventRegistrationBody, req)
      if (error) return error
      const result = await registerForEvent(req.payload, user, data, locale)
      if (result.ok) return ok({ registrationId: result.registrationId }, registrationMessage('registered', locale))
      if ('issue' in result) return fail(400, validationMessage(result.issue.key, result.issue.questionLabel, locale))
      return fail(result.status, registrationMessage(result.message, locale))
    }),
  },
  {
    // Not in the spec's list: the detail page asks whether this member is registered and how many seats are left.
    path: '/event/registration',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZEventIdQuery, req)
      if (error) return error
      const event = await loadPublishedEvent(req.payload, data.eventId, locale)
      if (!event) return fail(404, registrationMessage('notFound', locale))
      return ok(await getRegistrationStatus(req.payload, user, event))
    }),
  },
  {
    path: '/event/form/get-digital-attendance',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZEventIdQuery, req)
      if (error) return error
      const attendance = await getDigitalAttendance(req.payload, user, data.eventId, locale)
      return attendance ? ok(attendance, attendance.message) : fail(404, registrationMessage('notFound', locale))
    }),
  },
  {
    path: '/event/form/post-digital-attendance',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZDigitalAttendanceBody, req)
      if (error) return error
      const result = await markAttendance(req.payload, user, data.eventId, locale)
      return result.ok ? ok(result.attendance, result.attendance.message) : fail(result.status, result.message)
    }),
  },
  {
    // Spec: GET user/activity/event?accountId. The account is the session's; an accountId naming another is ignored.
    path: '/user/activity/event',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => ok(await listEventActivity(req.payload, user, locale))),
  },
  exportEndpoint,
]
