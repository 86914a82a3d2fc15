import { beforeAll, describe, expect, it } from 'vitest'
import { textPdf } from '../../backend/seed/documents/pdf'
import { registeredMember } from './account/accounts'
import { REST_GET } from '@payloadcms/next/routes'
import { call } from './account/http'
import { loadTestConfig } from './setup/config'
import { createTestCourse } from './courses-helpers'
import { getTestPayload, unique } from './setup/payload'

let filename: string
let enrolled: Awaited<ReturnType<typeof registeredMember>>
let outsider: Awaited<ReturnType<typeof registeredMember>>

beforeAll(async () => {
  const payload = await getTestPayload()
  const course = await createTestCourse(payload)
  const data = textPdf('Slides', ['One slide'])
  const file = await payload.create({
    collection: 'course-files',
    data: { course: course.courseId, title: 'Slides' },
    file: { data, mimetype: 'application/pdf', name: `${unique('slides')}.pdf`, size: data.length },
    overrideAccess: true,
  })
  filename = file.filename!
  enrolled = await registeredMember()
  outsider = await registeredMember()
  await call('POST', 'online-course/enroll', { cookie: enrolled.token, body: { courseId: course.courseId } })
})

/** The file route answers bytes, not JSON, so it is called here without the JSON helper. */
async function fileStatus(cookie?: string): Promise<number> {
  const headers = new Headers({ host: 'localhost:3000' })
  if (cookie) headers.set('cookie', `auth-token=${cookie}`)
  const request = new Request(`http://localhost:3000/api/course-files/file/${filename}`, { headers })
  const response = await REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug: ['course-files', 'file', filename] }) })
  return response.status
}

describe('course files', () => {
  it('serves a lecture file to a learner enrolled in its course', async () => {
    expect(await fileStatus(enrolled.token)).toBe(200)
  })

  it('refuses it to a visitor and to a learner of no such enrolment', async () => {
    expect([401, 403]).toContain(await fileStatus())
    expect([401, 403, 404]).toContain(await fileStatus(outsider.token))
  })
})
