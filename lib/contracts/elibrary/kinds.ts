export const ELIBRARY_KINDS = [
  'video',
  'toolkit',
  'chapter',
  'others',
  'case-study',
  'reports',
  'audio',
  'opinion',
  'webinar',
  'policy-brief',
  'external-resource',
] as const
export type TELibraryKind = (typeof ELIBRARY_KINDS)[number]

/** The detail pages of SPEC.md section 2; every other kind is shown on the "others" page. */
export const ELIBRARY_SEGMENTS = ['video', 'toolkit', 'chapter', 'others'] as const
export type TELibrarySegment = (typeof ELIBRARY_SEGMENTS)[number]

export function segmentOfKind(kind: string | null | undefined): TELibrarySegment {
  return (ELIBRARY_SEGMENTS as readonly string[]).includes(kind ?? '') ? (kind as TELibrarySegment) : 'others'
}
