import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import type { Course } from '../../payload-types'
import { createNotification } from '../notifications/create-notification'

// Announcements older than this are history when a course is first published with them: nobody is told.
const FRESH_DAYS = 30

/**
 * Claims the announcement once (unique key); false when another save already told the learners. Outside the
 * course save's transaction on purpose: a duplicate key must not abort that save on PostgreSQL.
 */
async function claim(req: PayloadRequest, courseId: number, announcementId: string): Promise<boolean> {
  try {
    await req.payload.create({ collection: 'forum-announcement-notices', data: { key: `${courseId}:${announcementId}` }, overrideAccess: true })
    return true
  } catch {
    return false
  }
}

/**
 * Course afterChange hook: when a published course carries an announcement nobody was told about, every
 * enrolled learner gets a notification (type online-course) linking to the announcement page.
 */
export const notifyNewAnnouncements: CollectionAfterChangeHook<Course> = async ({ doc, req, context }) => {
  if (doc._status !== 'published' || context.skipAnnouncementNotices) return doc
  const fresh = (doc.announcements ?? []).filter((row) => row.id && Date.now() - new Date(row.date).getTime() < FRESH_DAYS * 86_400_000)
  if (!fresh.length) return doc
  try {
    const keys = fresh.map((row) => `${doc.id}:${row.id}`)
    const known = await req.payload.find({ collection: 'forum-announcement-notices', where: { key: { in: keys } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
    const told = new Set(known.docs.map((row) => row.key))
    const claimed = []
    for (const row of fresh) if (!told.has(`${doc.id}:${row.id}`) && (await claim(req, doc.id, row.id as string))) claimed.push(row.id as string)
    if (!claimed.length) return doc
    const [inId, inEn, enrolments] = await Promise.all([
      req.payload.findByID({ collection: 'courses', id: doc.id, locale: 'id', depth: 0, overrideAccess: true, req }),
      req.payload.findByID({ collection: 'courses', id: doc.id, locale: 'en', depth: 0, overrideAccess: true, req }),
      req.payload.find({ collection: 'course-enrolments', where: { course: { equals: doc.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req }),
    ])
    const titleOf = (course: Course, id: string) => course.announcements?.find((row) => row.id === id)?.title ?? ''
    const permalink = `/online-course/announcement/${doc.slug}/${titleSlug(inId.name)}`
    for (const announcementId of claimed) {
      for (const enrolment of enrolments.docs) {
        const userId = typeof enrolment.user === 'object' ? enrolment.user.id : enrolment.user
        await createNotification(req.payload, {
          userId,
          type: 'online-course',
          intro: { id: `Pengumuman baru di ${inId.name}: ${titleOf(inId, announcementId)}`, en: `New announcement in ${inEn.name}: ${titleOf(inEn, announcementId)}` },
          permalink,
        })
      }
    }
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'announcement notifications failed' })
  }
  return doc
}
