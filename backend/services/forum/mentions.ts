import type { Payload } from 'payload'
import type { TMentionCandidate } from '../../../lib/contracts/forum'
import { recipientsById, withForumAccess } from './forum-members'
import { textOf } from './forum-mail'
import { visiblePosts } from './threads'

const CANDIDATES_MAX = 8

/**
 * Whom a member may mention in a course's forum: its lecturers and mentors, and the members who have posted in it.
 * Only names the forum already shows, so the list reveals no other learner of the course (docs/decisions/044).
 */
export async function mentionCandidates(payload: Payload, courseId: number, search: string | undefined, selfId: number): Promise<TMentionCandidate[]> {
  const [staff, threads, comments] = await Promise.all([
    // Admins moderate every forum but are not the course's people to mention.
    payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true, select: { lecturers: { account: true }, mentors: true } }),
    payload.find({ collection: 'forum-threads', where: { and: [{ course: { equals: courseId } }, ...visiblePosts({ teaches: false })] }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { author: true } }),
    payload.find({ collection: 'forum-comments', where: { and: [{ course: { equals: courseId } }, ...visiblePosts({ teaches: false })] }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { author: true } }),
  ])
  const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : (value as number | null | undefined))
  const ids = new Set(
    [...(staff.lecturers ?? []).map((row) => idOf(row.account)), ...(staff.mentors ?? []).map(idOf), ...[...threads.docs, ...comments.docs].map((doc) => idOf(doc.author))].filter(
      (id): id is number => typeof id === 'number' && id !== selfId,
    ),
  )
  const members = await recipientsById(payload, [...(await withForumAccess(payload, courseId, [...ids]))])
  const wanted = search?.toLowerCase()
  return [...members.values()]
    .filter((member) => !wanted || member.fullName.toLowerCase().includes(wanted))
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .slice(0, CANDIDATES_MAX)
    .map((member) => ({ userId: member.id, name: member.fullName }))
}

/**
 * The mentions a post really makes: members other than its author who may read the forum and whose "@Full Name"
 * is in its text. An id the text does not name is dropped, so a client cannot notify people silently.
 */
export async function validMentions(payload: Payload, input: { courseId: number; authorId: number; html: string; ids: number[] | undefined }): Promise<number[]> {
  const ids = [...new Set(input.ids ?? [])].filter((id) => id !== input.authorId)
  if (!ids.length) return []
  const text = textOf(input.html)
  const [allowed, members] = await Promise.all([withForumAccess(payload, input.courseId, ids), recipientsById(payload, ids)])
  return ids.filter((id) => allowed.has(id) && text.includes(`@${members.get(id)?.fullName ?? '\u0000'}`))
}

