/**
 * Payload pages by page number; the spec's calls page by skip and take. A skip that is a multiple of take
 * is a page; any other skip reads the first skip + take rows and drops the first skip.
 */
export function pageWindow(skip: number, take: number): { page: number; limit: number; dropFirst: number } {
  if (skip % take === 0) return { page: skip / take + 1, limit: take, dropFirst: 0 }
  return { page: 1, limit: skip + take, dropFirst: skip }
}
