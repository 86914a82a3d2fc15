import type { MetadataRoute } from 'next'
import { CP3P_CACHE_TAG } from '@/lib/contracts/cp3p/cache-tag'
import type { TSitemapDocument } from '@/lib/contracts/site'
import { COURSES_CACHE_TAG } from '@/lib/contracts/courses/cache-tag'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import { documentSitemapEntries } from '@/lib/seo/sitemap-documents'
import { fixedPublicRoutes, sitemapEntries } from '@/lib/seo/sitemap-entries'
import { siteUrl } from '@/lib/seo/site-url'

export const dynamic = 'force-dynamic'

/**
 * Every public page in both languages with hreflang alternates: the fixed pages, then every published document,
 * online course and cp3p programme (their public detail pages).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl().origin
  const response = await publicApi('id', [CACHE_TAGS.search, COURSES_CACHE_TAG, CP3P_CACHE_TAG]).get<TApiEnvelope<TSitemapDocument[]>>('/static/sitemap/documents')
  const documents = dataOf(response) ?? []
  return [
    ...fixedPublicRoutes().flatMap((route) => sitemapEntries(route, {}, origin)),
    ...documents.flatMap((document) => documentSitemapEntries(document, origin)),
  ]
}
