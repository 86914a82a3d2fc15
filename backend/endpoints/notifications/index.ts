import type { Endpoint } from 'payload'
import { ZMarkAsReadBody } from '../../../lib/contracts/account/schemas'
import { fail, ok } from '../../lib/respond'
import { accountMessage } from '../../services/account/messages'
import { listNotifications } from '../../services/notifications/list-notifications'
import { markNotificationRead } from '../../services/notifications/mark-notification-read'
import { memberHandler, parseBody } from '../handlers'
import { notificationPreferenceEndpoints } from './preferences'

/** Spec section 7: GET user/notification (accountId is implied by the session; ?status=unread for the bell). */
export const notificationEndpoints: Endpoint[] = [
  {
    path: '/user/notification',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) =>
      ok(await listNotifications(req.payload, user, locale, req.searchParams?.get('status') === 'unread')),
    ),
  },
  {
    path: '/user/notification/mark-as-read',
    method: 'put',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZMarkAsReadBody, req)
      if (error) return error
      return (await markNotificationRead(req.payload, user, data.notificationId))
        ? ok(null, accountMessage('success', locale))
        : fail(404, accountMessage('notFound', locale))
    }),
  },
  ...notificationPreferenceEndpoints,
]
