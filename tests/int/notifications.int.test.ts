import { beforeAll, describe, expect, it } from 'vitest'
import { createNotification } from '../../backend/services/notifications/create-notification'
import { registeredMember } from './account/accounts'
import { call } from './account/http'
import { getTestPayload } from './setup/payload'

type TList = { listing: { notificationId: number; type: string; intro: string; status: string; permalink: string }[]; totalUnread: number }
let member: Awaited<ReturnType<typeof registeredMember>>
const ids: number[] = []

beforeAll(async () => {
  member = await registeredMember()
  const payload = await getTestPayload()
  for (const [index, type] of (['discussion', 'online-course', 'information', 'information'] as const).entries()) {
    const id = await createNotification(payload, {
      userId: member.accountId,
      type,
      intro: { id: `Pemberitahuan ${index}`, en: `Notification ${index}` },
      permalink: '/education/online-course',
    })
    if (id) ids.push(id)
  }
})

describe('notifications', () => {
  it('lists the member’s notifications newest first, in the language of the call, with the unread count', async () => {
    const { body } = await call<TList>('GET', 'user/notification', { cookie: member.token, locale: 'en' })
    expect(body.data?.totalUnread).toBe(4)
    expect(body.data?.listing.map((item) => item.intro)).toEqual(['Notification 3', 'Notification 2', 'Notification 1', 'Notification 0'])
    expect(body.data?.listing[3]).toMatchObject({ type: 'discussion', status: 'unread', permalink: '/education/online-course' })
  })

  it('reads as Payload reads them: the default language where the call’s is empty, newest first, ties by id', async () => {
    const payload = await getTestPayload()
    const untranslated = await createNotification(payload, { userId: member.accountId, type: 'information', intro: { id: 'Hanya dalam bahasa Indonesia', en: '' } })
    try {
      for (const locale of ['id', 'en'] as const) {
        const { body } = await call<TList>('GET', 'user/notification', { cookie: member.token, locale })
        const stored = await payload.find({ collection: 'notifications', where: { user: { equals: member.accountId } }, sort: ['-createdAt', '-id'], locale, depth: 0, overrideAccess: true })
        expect(body.data?.listing).toEqual(
          stored.docs.map((doc) => ({ notificationId: doc.id, type: doc.type, intro: doc.intro, status: doc.status, date: doc.createdAt, permalink: doc.permalink ?? '' })),
        )
        expect(body.data?.listing[0]).toMatchObject({ notificationId: untranslated, intro: 'Hanya dalam bahasa Indonesia' })
      }
    } finally {
      await payload.delete({ collection: 'notifications', id: untranslated as number, overrideAccess: true })
    }
  })

  it('marks one read; the unread list and count follow', async () => {
    const marked = await call('PUT', 'user/notification/mark-as-read', { cookie: member.token, body: { accountId: member.accountId, notificationId: ids[0] } })
    expect(marked.status).toBe(200)
    const { body } = await call<TList>('GET', 'user/notification?status=unread', { cookie: member.token })
    expect(body.data?.totalUnread).toBe(3)
    expect(body.data?.listing.map((item) => item.notificationId)).not.toContain(ids[0])
  })

  it('answers not found for an id that is not the member’s', async () => {
    const result = await call('PUT', 'user/notification/mark-as-read', { cookie: member.token, body: { notificationId: 999_999 } })
    expect(result.status).toBe(404)
    expect(result.body.message).toBe('Data yang Anda cari tidak ditemukan')
  })
})

describe('tracking', () => {
  it('records a member’s page view with the member and a visitor’s without one', async () => {
    const path = `/e-library?t=${Date.now()}`
    expect((await call('POST', 'tracking/user/activity', { cookie: member.token, body: { path } })).status).toBe(200)
    expect((await call('POST', 'tracking/user/activity', { body: { path } })).status).toBe(401)
    expect((await call('POST', 'tracking/user/activity-visitor', { body: { path, visitorId: 'v-1' } })).status).toBe(200)
    expect((await call('POST', 'tracking/user/activity-visitor', { body: { path: 'https://evil.example' } })).status).toBe(400)
    const views = await (await getTestPayload()).find({ collection: 'page-views', where: { path: { equals: path } }, depth: 0, overrideAccess: true })
    expect(views.docs.map((view) => view.user ?? null).sort()).toEqual([member.accountId, null].sort())
    // Stored as Payload stores a document: its locale, the visitor's id, and dates it reads back as this moment's.
    expect(views.docs.find((view) => !view.user)).toMatchObject({ visitorId: 'v-1', locale: 'id' })
    for (const view of views.docs) expect(Math.abs(Date.parse(view.createdAt) - Date.now())).toBeLessThan(60_000)
  })
})
