import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload'
import type { Cp3PProgramme, Cp3PRegistration } from '../../payload-types'
import { engineCourseId } from './lms'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number((value as { id: number }).id) : null

/** A registration opens the programme's engine course only while it is registered and paid (decision 036). */
export const grantsAccess = (registration: Pick<Cp3PRegistration, 'status' | 'paymentStatus'>) => registration.status === 'registered' && registration.paymentStatus === 'paid'

/**
 * Enrols the learner in the engine course, once (a repeat or a race leaves the one row: unique user + course), or
 * removes the enrolment. Their lecture marks and attempts stay, so paying again restores where they were.
 */
export async function syncEnrolment(payload: Payload, userId: number, courseId: number, enrolled: boolean, req?: PayloadRequest): Promise<void> {
  const where: Where = { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] }
  const { totalDocs } = await payload.count({ collection: 'course-enrolments', where, overrideAccess: true, req })
  if (enrolled && !totalDocs) {
    await payload.create({ collection: 'course-enrolments', data: { user: userId, course: courseId }, overrideAccess: true, req }).catch(async (error: unknown) => {
      // Lost a race to the same insert: the learner is enrolled, which is what was asked.
      const again = await payload.count({ collection: 'course-enrolments', where, overrideAccess: true, req })
      if (!again.totalDocs) throw error
    })
  }
  if (!enrolled && totalDocs) {
    // Only a programme course's enrolment goes: an online course linked by mistake keeps its own learners.
    const course = await payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true, req, select: { cp3pCourse: true } }).catch(() => null)
    if (course?.cp3pCourse) await payload.delete({ collection: 'course-enrolments', where, overrideAccess: true, req })
  }
}

/** cp3p-registrations afterChange: a registration turning paid enrols; cancelled, unpaid or rejected unenrols. */
export const syncRegistrationEnrolment: CollectionAfterChangeHook<Cp3PRegistration> = async ({ doc, previousDoc, operation, req }) => {
  const now = grantsAccess(doc)
  // Only a change of access acts: a new unpaid registration removes nothing.
  if (operation === 'create' ? !now : grantsAccess(previousDoc ?? doc) === now) return doc
  const userId = idOf(doc.user)
  const programmeId = idOf(doc.programme)
  if (!userId || !programmeId) return doc
  const programme = await req.payload.findByID({ collection: 'cp3p-programmes', id: programmeId, depth: 0, overrideAccess: true, req, select: { course: true } })
  const courseId = engineCourseId(programme)
  if (courseId) await syncEnrolment(req.payload, userId, courseId, now, req)
  return doc
}

/** cp3p-registrations afterDelete: a deleted registration no longer opens the course. */
export const unenrolDeletedRegistration: CollectionAfterDeleteHook<Cp3PRegistration> = async ({ doc, req }) => {
  if (!grantsAccess(doc)) return doc
  const userId = idOf(doc.user)
  const programmeId = idOf(doc.programme)
  if (!userId || !programmeId) return doc
  const programme = await req.payload.findByID({ collection: 'cp3p-programmes', id: programmeId, depth: 0, overrideAccess: true, req, select: { course: true } }).catch(() => null)
  const courseId = programme ? engineCourseId(programme) : null
  if (courseId) await syncEnrolment(req.payload, userId, courseId, false, req)
  return doc
}

/** cp3p-programmes afterChange: linking an engine course (or another one) enrols the paid registrants in it. */
export const enrolPaidOnCourseChange: CollectionAfterChangeHook<Cp3PProgramme> = async ({ doc, previousDoc, req }) => {
  const courseId = engineCourseId(doc)
  if (!courseId || courseId === (previousDoc ? engineCourseId(previousDoc) : null)) return doc
  const { docs } = await req.payload.find({
    collection: 'cp3p-registrations',
    where: { and: [{ programme: { equals: doc.id } }, { status: { equals: 'registered' } }, { paymentStatus: { equals: 'paid' } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const registration of docs) {
    const userId = idOf(registration.user)
    if (userId) await syncEnrolment(req.payload, userId, courseId, true, req)
  }
  return doc
}
