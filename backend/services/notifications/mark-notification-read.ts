import type { Payload } from 'payload'
import type { User } from '../../payload-types'

/** Marks one of the member's own notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(payload: Payload, user: User, notificationId: number): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'notifications',
    where: { id: { equals: notificationId } },
    data: { status: 'read' },
    user: { ...user, collection: 'users' },
    overrideAccess: false,
  })
  return docs.length === 1
}
