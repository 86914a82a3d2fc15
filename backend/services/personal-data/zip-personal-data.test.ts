import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { zipPersonalData } from './zip-personal-data'

describe('zipPersonalData', () => {
  const data = { profile: { id: 7, fullName: 'Sari' }, records: { notifications: [{ id: 1, intro: 'Halo' }], 'forum-threads': [] } }
  const entries = unzipSync(zipPersonalData(data, [{ collection: 'profile-photos', filename: 'a.png', data: new Uint8Array([1, 2, 3]) }], '2026-11-27T00:00:00.000Z'))

  it('writes the profile and one JSON file per kind, an empty list for a kind the member has none of', () => {
    expect(JSON.parse(strFromU8(entries['profile.json']))).toEqual({ id: 7, fullName: 'Sari' })
    expect(JSON.parse(strFromU8(entries['notifications.json']))).toEqual([{ id: 1, intro: 'Halo' }])
    expect(JSON.parse(strFromU8(entries['forum-threads.json']))).toEqual([])
  })

  it('keeps the uploaded files byte for byte and names everything in the index', () => {
    expect([...entries['files/profile-photos/a.png']]).toEqual([1, 2, 3])
    expect(JSON.parse(strFromU8(entries['index.json']))).toEqual({
      generatedAt: '2026-11-27T00:00:00.000Z',
      userId: 7,
      records: { notifications: 1, 'forum-threads': 0 },
      files: ['files/profile-photos/a.png'],
    })
  })
})
