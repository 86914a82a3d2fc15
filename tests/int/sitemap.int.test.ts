import { beforeAll, describe, expect, it } from 'vitest'
import type { TSitemapDocument } from '@/lib/contracts/site'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { getTestPayload, unique } from './setup/payload'

let published: TTestCourse
let draftSlug: string
let programmeSlug: string

beforeAll(async () => {
  const payload = await getTestPayload()
  published = await createTestCourse(payload)
  await payload.update({ collection: 'courses', id: published.courseId, locale: 'en', data: { name: `Course ${published.slug}` }, overrideAccess: true })
  draftSlug = unique('draft-course')
  await payload.create({ collection: 'courses', data: { _status: 'draft', slug: draftSlug, name: `Konsep ${draftSlug}` }, draft: true, overrideAccess: true })
  programmeSlug = unique('programme')
  await payload.create({
    collection: 'cp3p-programmes',
    data: { title: `Programme ${programmeSlug}`, slug: programmeSlug, price: 1_000_000, currency: 'IDR', capacity: 10, dueDateRegistration: new Date(Date.now() + 86_400_000).toISOString() },
    overrideAccess: true,
  })
})

describe('sitemap documents', () => {
  it('list a published course enrol page under its name in each language, and a cp3p programme detail; never a draft course', async () => {
    const { status, body } = await call<TSitemapDocument[]>('GET', 'static/sitemap/documents')
    expect(status).toBe(200)
    const documents = body.data ?? []
    const course = documents.find((row) => row.module === 'online-course' && row.docId === published.courseId)
    expect(course?.permalinks).toEqual({
      id: `/education/online-course/${published.slug}/kursus-${published.slug}`,
      en: `/education/online-course/${published.slug}/course-${published.slug}`,
    })
    const programme = documents.find((row) => row.module === 'cp3p' && row.permalinks.en?.includes(programmeSlug))
    expect(programme?.permalinks).toEqual({ id: `/cp3p/detail/${programmeSlug}/${programmeSlug}`, en: `/cp3p/detail/${programmeSlug}/${programmeSlug}` })
    expect(JSON.stringify(documents)).not.toContain(draftSlug)
  })
})
