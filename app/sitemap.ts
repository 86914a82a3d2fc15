import type { MetadataRoute } from 'next'
import { fixedPublicRoutes, sitemapEntries } from '@/lib/seo/sitemap-entries'
import { siteUrl } from '@/lib/seo/site-url'

export const dynamic = 'force-dynamic'

/** Every public page in both languages with hreflang alternates. Content detail pages join as their areas land. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl().origin
  return fixedPublicRoutes().flatMap((route) => sitemapEntries(route, {}, origin))
}
