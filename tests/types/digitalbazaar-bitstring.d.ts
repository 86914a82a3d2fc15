// @digitalbazaar/bitstring ships no types; the tests use it as the independent reader of status lists.
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { buffer: Uint8Array })
    get(position: number): boolean
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>
  }
}
