import type { Endpoint } from 'payload'
import { ZSearchParams } from '../../../../lib/contracts/search/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { listSearchFilters } from '../../../services/search/list-search-filters'
import { listCatalogueSitemapDocuments } from '../../../services/search/catalogue-sitemap'
import { listSitemapDocuments } from '../../../services/search/list-sitemap-documents'
import { searchContent } from '../../../services/search/search-content'
import { parseQuery } from '../../../lib/parse-query'

/** Spec section 7: general search answers success, message, data and totalData (an integer). */
const searchEndpoint: Endpoint = {
  path: '/static/misc/search',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZSearchParams, req)
    if (error) return error
    const result = await searchContent(req.payload, data, requestLocale(req))
    return Response.json({ success: true, message: 'Success', ...result })
  },
}

const searchFilterEndpoint: Endpoint = {
  path: '/search/master/filter',
  method: 'get',
  handler: async (req) => ok(await listSearchFilters(req.payload, requestLocale(req))),
}

// Not in the spec: the sitemap's content pages (every published document, course and cp3p programme, in both languages).
const sitemapEndpoint: Endpoint = {
  path: '/static/sitemap/documents',
  method: 'get',
  handler: async (req) => {
    const [documents, catalogue] = await Promise.all([listSitemapDocuments(req.payload), listCatalogueSitemapDocuments(req.payload)])
    return ok([...documents, ...catalogue])
  },
}

export const searchEndpoints: Endpoint[] = [searchEndpoint, searchFilterEndpoint, sitemapEndpoint]
