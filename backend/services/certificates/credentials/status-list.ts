import { gzipSync } from 'node:zlib'

/** Bits per status list: the Bitstring Status List v1.0 minimum (16 KB), so an index says little about its holder. */
export const STATUS_LIST_SIZE = 131072

/** Which list, and which bit of it, a certificate's status lives at: its id, 131,072 per list. */
export function statusPosition(certificateId: number): { list: number; index: number } {
  return { list: Math.floor(certificateId / STATUS_LIST_SIZE), index: certificateId % STATUS_LIST_SIZE }
}

/**
 * The `encodedList` of a Bitstring Status List v1.0: the bitstring (bit 0 is the first byte's most significant
 * bit, 1 = revoked) GZIP-compressed, then multibase base64url without padding (prefix `u`).
 */
export function encodeStatusList(setIndexes: Iterable<number>, size = STATUS_LIST_SIZE): string {
  const bytes = new Uint8Array(Math.ceil(size / 8))
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= size) throw new RangeError(`status list index ${index} is outside 0..${size - 1}`)
    bytes[index >> 3] |= 0x80 >> (index & 7)
  }
  return `u${gzipSync(bytes).toString('base64url')}`
}
