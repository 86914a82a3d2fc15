import type { Payload } from 'payload'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/**
 * Before an account is anonymised: its certificates keep the holder's name as issued, so the public verification
 * page still names who earned them (docs/decisions/042). Certificates issued before the name was stored get it now.
 */
export async function keepCertificateHolderNames(payload: Payload, userId: number, fullName: string): Promise<void> {
  await payload.update({
    collection: 'certificates',
    where: { and: [{ user: { equals: userId } }, { or: [{ holderName: { exists: false } }, { holderName: { equals: '' } }] }] },
    data: { holderName: fullName },
    overrideAccess: true,
  })
}

/**
 * After the account row is anonymised, what else goes (docs/decisions/042 lists what stays and why): the member's
 * notifications, every profile photo, their data export zips, the answers of their event registration forms (contact details), and the
 * link between their page views and them. Then a `deletion` row in the personal data request log.
 */
export async function settleDeletedAccount(payload: Payload, userId: number, requestedAt: string): Promise<void> {
  await payload.delete({ collection: 'notifications', where: { user: { equals: userId } }, overrideAccess: true })
  // No more forum mail for an account nobody reads (docs/decisions/044).
  await payload.delete({ collection: 'forum-subscriptions', where: { user: { equals: userId } }, overrideAccess: true })
  await payload.delete({ collection: 'forum-digest-entries', where: { user: { equals: userId } }, overrideAccess: true })
  // Earlier photos too, not only the one on the profile.
  await payload.delete({ collection: 'profile-photos', where: { owner: { equals: userId } }, overrideAccess: true })
  const exports = await payload.find({ collection: 'data-requests', where: { and: [{ user: { equals: userId } }, { kind: { equals: 'export' } }] }, depth: 0, pagination: false, overrideAccess: true })
  for (const request of exports.docs) {
    if (request.file) await payload.delete({ collection: 'data-exports', id: idOf(request.file), overrideAccess: true }).catch(() => undefined)
    if (request.file || request.status !== 'failed') await payload.update({ collection: 'data-requests', id: request.id, data: { status: 'done', file: null }, overrideAccess: true })
  }
  await payload.update({ collection: 'event-registrations', where: { user: { equals: userId } }, data: { answers: null }, overrideAccess: true })
  await payload.update({ collection: 'page-views', where: { user: { equals: userId } }, data: { user: null }, overrideAccess: true })
  await payload.create({
    collection: 'data-requests',
    data: { user: userId, kind: 'deletion', status: 'done', requestedAt, completedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
