import { gunzipSync } from 'node:zlib'
import { Bitstring } from '@digitalbazaar/bitstring'
import { describe, expect, it } from 'vitest'
import { encodeStatusList, STATUS_LIST_SIZE, statusPosition } from './status-list'

const decode = async (encoded: string) => new Bitstring({ buffer: await Bitstring.decodeBits({ encoded: encoded.slice(1) }) })

describe('Bitstring Status List encoding', () => {
  it('is multibase base64url of a GZIP-compressed 16 KB bitstring, all clear when nothing is revoked', () => {
    const encoded = encodeStatusList([])
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/)
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'))
    expect(bytes.length).toBe(STATUS_LIST_SIZE / 8)
    expect(bytes.every((byte) => byte === 0)).toBe(true)
  })

  it('sets exactly the given bits, left to right, as an independent reader sees them', async () => {
    const set = [0, 7, 8, 1234, STATUS_LIST_SIZE - 1]
    const bits = await decode(encodeStatusList(set))
    for (const index of [...set, 1, 6, 9, 1233, 1235, STATUS_LIST_SIZE - 2]) expect(bits.get(index)).toBe(set.includes(index))
    // Bit 0 is the most significant bit of the first byte.
    expect(gunzipSync(Buffer.from(encodeStatusList([0]).slice(1), 'base64url'))[0]).toBe(0x80)
  })

  it('refuses an index outside the list', () => {
    expect(() => encodeStatusList([STATUS_LIST_SIZE])).toThrow(RangeError)
    expect(() => encodeStatusList([-1])).toThrow(RangeError)
  })

  it('places a certificate by its id, 131,072 per list', () => {
    expect(statusPosition(5)).toEqual({ list: 0, index: 5 })
    expect(statusPosition(STATUS_LIST_SIZE + 3)).toEqual({ list: 1, index: 3 })
  })
})
