import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { Users } from '../../backend/collections/Users'
import type { User } from '../../backend/payload-types'
import { createUser, getTestPayload, unique } from './setup/payload'

const FORBIDDEN = { status: 403 }
const NOT_FOUND = { status: 404 }

let learner: User
let otherLearner: User
let lecturer: User
let admin: User

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  learner = await createUser('learner')
  otherLearner = await createUser('learner')
  lecturer = await createUser('lecturer')
  admin = await createUser('admin')
})

describe('users collection as a learner', () => {
  it('cannot read another user', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.findByID({ collection: 'users', id: otherLearner.id, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject(NOT_FOUND)
  })

  it('lists only itself', async () => {
    const payload = await getTestPayload()
    const found = await payload.find({ collection: 'users', overrideAccess: false, user: learner })
    expect(found.docs.map((doc) => doc.id)).toEqual([learner.id])
  })

  it('can read itself', async () => {
    const payload = await getTestPayload()
    const self = await payload.findByID({ collection: 'users', id: learner.id, overrideAccess: false, user: learner })
    expect(self.email).toBe(learner.email)
  })

  it('cannot promote itself to admin', async () => {
    const payload = await getTestPayload()
    const updated = await payload.update({
      collection: 'users',
      id: learner.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: learner,
    })
    expect(updated.role).toBe('learner')
  })
})

describe('content writes', () => {
  it('a learner cannot create page-meta', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.create({
        collection: 'page-meta',
        data: { path: `/${unique('learner')}`, title: 'Tidak boleh' },
        overrideAccess: false,
        user: learner,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('a learner cannot update the navigation or site-settings globals', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.updateGlobal({ slug: 'navigation', data: { items: [] }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { phone: '0' }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it.each([
    ['a lecturer', () => lecturer],
    ['an admin', () => admin],
  ])('%s can create page-meta and update the navigation', async (_role, staff) => {
    const payload = await getTestPayload()
    const created = await payload.create({
      collection: 'page-meta',
      data: { path: `/${unique('staff')}`, title: 'Boleh' },
      overrideAccess: false,
      user: staff(),
    })
    expect(created.title).toBe('Boleh')

    const current = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    const saved = await payload.updateGlobal({
      slug: 'navigation',
      data: { items: current.items ?? [] },
      overrideAccess: false,
      user: staff(),
    })
    expect(saved.items?.length).toBe(current.items?.length ?? 0)
  })
})

describe('anonymous reads', () => {
  it('can read page-meta and the navigation', async () => {
    const payload = await getTestPayload()
    const path = `/${unique('public')}`
    await payload.create({ collection: 'page-meta', data: { path, title: 'Publik' } })

    const found = await payload.find({ collection: 'page-meta', where: { path: { equals: path } }, overrideAccess: false })
    expect(found.docs.map((doc) => doc.title)).toEqual(['Publik'])
    await expect(payload.findGlobal({ slug: 'navigation', overrideAccess: false })).resolves.toBeDefined()
  })

  it('cannot list users', async () => {
    const payload = await getTestPayload()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toMatchObject(FORBIDDEN)
  })
})

describe('Users access.admin (who may open /admin)', () => {
  const canOpenAdmin = async (user: User | null): Promise<boolean> => {
    const admission = Users.access?.admin
    if (!admission) throw new Error('Users has no access.admin')
    const req = await createLocalReq(user ? { user } : {}, await getTestPayload())
    return admission({ req })
  }

  it('refuses a learner and anonymous visitors', async () => {
    expect(await canOpenAdmin(learner)).toBe(false)
    expect(await canOpenAdmin(null)).toBe(false)
  })

  it('admits lecturers and admins', async () => {
    expect(await canOpenAdmin(lecturer)).toBe(true)
    expect(await canOpenAdmin(admin)).toBe(true)
  })
})
