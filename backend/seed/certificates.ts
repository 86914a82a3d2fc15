import type { Payload, PayloadRequest } from 'payload'

/** Fixed codes for the demo (real ones are random, verification-code.ts); the browser tests check them. */
export const SEEDED_CERTIFICATE_CODES = { valid: 'LPIDEMQVALIDCERTIFICATE234', revoked: 'LPIDEMQREVOKEDCERTIFICATE2' } as const
export const SHORT_COURSE_SLUG = 'etika-pengadaan-singkat'

async function courseId(payload: Payload, req: PayloadRequest, slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'courses', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true, req })
  if (!docs[0]) throw new Error(`seed certificates: no course ${slug}`)
  return docs[0].id
}

/**
 * The demo learner: enrolled in the short course with nothing read yet (completing it issues a certificate),
 * holding a certificate for the guarantees course they finished, and a revoked one for the risk course.
 */
export async function seedCertificates(payload: Payload, req: PayloadRequest, learnerId: number) {
  const short = await courseId(payload, req, SHORT_COURSE_SLUG)
  await payload.create({ collection: 'course-enrolments', data: { user: learnerId, course: short }, overrideAccess: true, req })
  const finished = await courseId(payload, req, 'penjaminan-pemerintah')
  await payload.create({
    collection: 'certificates',
    data: { user: learnerId, course: finished, code: SEEDED_CERTIFICATE_CODES.valid, issuedAt: new Date(Date.now() - 5 * 86_400_000).toISOString() },
    overrideAccess: true,
    req,
  })
  await payload.create({ collection: 'course-feedback', data: { user: learnerId, course: finished, rating: [{ question: 'content', star: 5 }], others: 'Sangat bermanfaat.' }, overrideAccess: true, req })
  const revoked = await payload.create({
    collection: 'certificates',
    data: { user: learnerId, course: await courseId(payload, req, 'manajemen-risiko-infrastruktur'), code: SEEDED_CERTIFICATE_CODES.revoked, issuedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'certificates', id: revoked.id, data: { revoked: true, revokedReason: 'Diterbitkan karena kesalahan data.' }, overrideAccess: true, req })
}
