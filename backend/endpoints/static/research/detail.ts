import type { Endpoint } from 'payload'
import { ZDetailParams } from '../../../../lib/contracts/elibrary/api-params'
import { ZChapterParams } from '../../../../lib/contracts/research/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getResearch } from '../../../services/research/get-research'
import { getResearchChapter } from '../../../services/research/get-research-chapter'
import { parseQuery } from '../../../lib/parse-query'

export const researchDetailEndpoint: Endpoint = {
  path: '/static/research/detail',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZDetailParams, req)
    if (error) return error
    const research = await getResearch(req.payload, data.id, requestLocale(req))
    return research ? ok(research) : fail(404, NOT_FOUND_MESSAGE)
  },
}

export const researchChapterEndpoint: Endpoint = {
  path: '/static/research/chapter',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZChapterParams, req)
    if (error) return error
    const chapter = await getResearchChapter(req.payload, data.id, requestLocale(req))
    return chapter ? ok(chapter) : fail(404, NOT_FOUND_MESSAGE)
  },
}
