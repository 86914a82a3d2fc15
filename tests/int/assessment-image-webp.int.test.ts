import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import { uploadFolder } from '../../backend/uploads/folders'
import { call } from './account/http'
import { bankQuestions, enrolledLearner } from './assessments-helpers'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { rawCall } from './security/calls'
import { getTestPayload, unique } from './setup/payload'
import { onS3, testBucket } from './setup/storage'

let course: TTestCourse
let original: string

const apiPath = (url: string) => new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '')

beforeAll(async () => {
  const payload = await getTestPayload()
  course = await createTestCourse(payload)
  const data = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: 'Diagram skema KPBU' }, file: { data, mimetype: 'image/png', name: `${unique('diagram')}.png`, size: data.length }, overrideAccess: true })
  original = image.url!
  const [first, second] = bankQuestions('gambar')
  await payload.create({
    collection: 'assessments',
    data: { title: 'Kuis bergambar', kind: 'quiz', lecture: course.quizId, passingGrade: 100, weight: 20, attemptsAllowed: 3, timeLimitMinutes: 10, questions: [{ ...first, image: image.id }, second] },
    overrideAccess: true,
  })
})

const quizTarget = () => ({ courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1] })

describe('assignment image (spec section 3: path, pathWebp)', () => {
  it('answers the WebP size beside the uploaded file, and the file route serves it as WebP', async () => {
    const learner = await enrolledLearner(course)
    const first = await call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: learner.token, body: quizTarget() })
    expect(first.status).toBe(200)
    const image = first.body.data!.image!
    expect(image).toMatchObject({ path: original, alt: 'Diagram skema KPBU' })
    expect(image.pathWebp).toMatch(/\/api\/media\/file\/diagram-[^/]+\.webp$/)
    const served = await rawCall('GET', apiPath(image.pathWebp!), { cookie: learner.token })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  it('serves the WebP size to exactly whom the original is served, and no WebP file that no image names', async () => {
    const learner = await enrolledLearner(course)
    const view = (await call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: learner.token, body: quizTarget() })).body.data!
    const webp = apiPath(view.image!.pathWebp!)
    for (const who of [{}, { cookie: learner.token }]) {
      expect((await rawCall('GET', webp, who)).status).toBe((await rawCall('GET', apiPath(original), who)).status)
    }
    const stray = `${unique('stray')}.webp`
    const name = path.basename(webp)
    if (onS3()) {
      const { client, bucket } = testBucket()
      await client.copyObject({ Bucket: bucket, CopySource: `${bucket}/media/${name}`, Key: `media/${stray}` })
    } else fs.copyFileSync(path.join(uploadFolder('media'), name), path.join(uploadFolder('media'), stray))
    expect((await rawCall('GET', `media/file/${stray}`)).status).not.toBe(200)
  })

  it('gives a learner not enrolled in the course neither the question nor its image paths', async () => {
    const outsider = await enrolledLearner()
    const refused = await call('POST', 'online-course/interface-assignment', { cookie: outsider.token, body: quizTarget() })
    expect(refused.status).toBe(403)
    expect(JSON.stringify(refused.body)).not.toMatch(/\.webp|diagram-/)
  })
})
