/** The public origin used for canonical and hreflang URLs. */
export function siteUrl(): URL {
  return new URL(process.env.SERVER_URL || 'http://localhost:3000')
}
