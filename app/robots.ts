import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo/site-url'

export const dynamic = 'force-dynamic'

/** Crawlers may read every public page; member, course and CMS areas are not for them. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api/', '/user', '/en/user', '/lecturer', '/en/lecturer', '/pengajar'],
    },
    sitemap: new URL('/sitemap.xml', base).href,
    host: base.origin,
  }
}
