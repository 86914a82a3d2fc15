import type { Endpoint, PayloadRequest } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../lib/respond'
import { findProgramme, listProgrammes } from '../../services/cp3p/find-programme'
import { toCourseCard, toCourseDetail, toEnrollment, type TCp3pCourseCard } from '../../services/cp3p/shapes'

/** Open programmes first (soonest deadline first), then the closed ones. */
const openFirst = (cards: TCp3pCourseCard[]) =>
  [...cards].sort((a, b) => Number(b.availableRegister) - Number(a.availableRegister) || a.dueDateRegistration.localeCompare(b.dueDateRegistration))
import { parseQuery } from '../../lib/parse-query'
import { ZCourseId, ZCurrency } from './params'

type TPageKey = 'description' | 'courseOverview' | 'benefit' | 'learning' | 'target'

async function page(req: PayloadRequest) {
  return req.payload.findGlobal({ slug: 'cp3p-page', locale: requestLocale(req), depth: 0, overrideAccess: true })
}

function sectionEndpoint(path: string, key: TPageKey): Endpoint {
  return {
    path: `/cp3p/about/${path}`,
    method: 'get',
    handler: async (req) => {
      const section = (await page(req))[key]
      return ok({ title: section?.title ?? '', body: section?.body ?? null })
    },
  }
}

function programmeEndpoint(path: string, shape: (doc: NonNullable<Awaited<ReturnType<typeof findProgramme>>>) => unknown): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZCourseId, req)
      if (error) return error
      const programme = await findProgramme(req.payload, data.courseId, requestLocale(req))
      return programme ? ok(shape(programme)) : fail(404, NOT_FOUND_MESSAGE)
    },
  }
}

/** Spec section 7, cp3p: the public reads (landing, sub-pages, course list and detail, enrollment detail). */
export const cp3pPublicEndpoints: Endpoint[] = [
  {
    path: '/cp3p/landing',
    method: 'get',
    handler: async (req) => {
      const locale = requestLocale(req)
      const [global, programmes] = await Promise.all([page(req), listProgrammes(req.payload, locale)])
      const now = new Date()
      return ok({ title: global.heroTitle ?? '', intro: global.heroIntro ?? '', courses: openFirst(programmes.map((doc) => toCourseCard(doc, now))) })
    },
  },
  {
    path: '/cp3p/public-course/list',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZCurrency, req)
      if (error) return error
      const now = new Date()
      return ok(openFirst((await listProgrammes(req.payload, requestLocale(req), data.currency)).map((doc) => toCourseCard(doc, now))))
    },
  },
  programmeEndpoint('/cp3p/public-course/detail', (doc) => toCourseDetail(doc, new Date())),
  programmeEndpoint('/cp3p/public-course/detail-enrollment', (doc) => toEnrollment(doc, new Date())),
  programmeEndpoint('/cp3p/public-course/registration/further-list', (doc) => toEnrollment(doc, new Date()).furtherList),
  programmeEndpoint('/cp3p/trainer-list', (doc) => toCourseDetail(doc, new Date()).trainers),
  {
    path: '/cp3p/testimony',
    method: 'get',
    handler: async (req) => {
      const programmes = await listProgrammes(req.payload, requestLocale(req))
      return ok(programmes.flatMap((doc) => toCourseDetail(doc, new Date()).testimony.map((row) => ({ ...row, course: doc.title }))))
    },
  },
  sectionEndpoint('description', 'description'),
  sectionEndpoint('course-overview', 'courseOverview'),
  sectionEndpoint('learning-objective', 'learning'),
  sectionEndpoint('audience', 'target'),
  sectionEndpoint('benefit', 'benefit'),
  {
    // Not in the spec's list: the cp3p FAQ sub-page and the in-house form's intro.
    path: '/cp3p/about/faq',
    method: 'get',
    handler: async (req) => {
      const global = await page(req)
      return ok({ faq: (global.faq ?? []).map((row) => ({ question: row.question, answer: row.answer })), inhouseIntro: global.inhouseIntro ?? '' })
    },
  },
]
