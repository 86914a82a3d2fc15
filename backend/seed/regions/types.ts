/** One province of the generated source data: Kemendagri code, name and its regencies/cities by code. */
export type TRegionSource = { code: string; name: string; cities: Record<string, string> }
