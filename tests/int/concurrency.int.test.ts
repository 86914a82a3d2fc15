import { describe, expect, it } from 'vitest'
import { getTestPayload, unique } from './setup/payload'

// docs/decisions/001: the embedded SQLite default must take concurrent requests' writes without SQLITE_BUSY.
describe('concurrent writes', () => {
  it('accepts twelve simultaneous creates and loses none', async () => {
    const payload = await getTestPayload()
    const paths = Array.from({ length: 12 }, () => `/${unique('concurrent')}`)
    const created = await Promise.all(
      paths.map((path) => payload.create({ collection: 'page-meta', data: { path, title: path }, locale: 'id' })),
    )
    expect(created).toHaveLength(12)
    const found = await payload.find({ collection: 'page-meta', where: { path: { in: paths } }, limit: 20 })
    expect(found.totalDocs).toBe(12)
  })

  it('keeps a unique path unique when two writers race for it', async () => {
    const payload = await getTestPayload()
    const path = `/${unique('race')}`
    const results = await Promise.allSettled(
      [1, 2].map(() => payload.create({ collection: 'page-meta', data: { path, title: path }, locale: 'id' })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const found = await payload.find({ collection: 'page-meta', where: { path: { equals: path } } })
    expect(found.totalDocs).toBe(1)
  })
})
