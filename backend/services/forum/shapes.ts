import type { ForumComment, ForumThread, User } from '../../payload-types'
import { uploadPath } from '../shapes'
import { idOf } from '../../lib/relation-id'

/** `deleted`: the account was deleted (its posts stay, docs/decisions/042); the site names it in the reader's language. */
export type TCreator = { accountId: number; name: string; userType: 'learner' | 'lecturer' | 'mentor' | 'admin'; avatar: string | null; deleted?: boolean }
export type TThread = {
  threadId: number
  chapterId: number
  subchapterId: number | null
  title: string
  description: string
  date: string
  creator: TCreator
  totalComment: number
  canDelete: boolean
  pinned: boolean
  locked: boolean
  /** Only moderators ever receive a hidden post. */
  hidden: boolean
}
export type TComment = { commentId: number; threadId: number; description: string; date: string; creator: TCreator; canDelete: boolean; endorsed: boolean; hidden: boolean }


/** Spec section 3 "Discussion": a creator shows name, user type (learner by default) and avatar. */
export function toCreator(author: ForumThread['author']): TCreator {
  if (typeof author !== 'object' || !author) return { accountId: idOf(author), name: '', userType: 'learner', avatar: null }
  const user = author as User
  const photo = user.photo && typeof user.photo === 'object' ? (user.photo.sizes?.avatar?.url ?? user.photo.url ?? null) : null
  const avatar = photo ? uploadPath(photo) : null
  return { accountId: user.id, name: user.fullName, userType: user.role ?? 'learner', avatar, ...(user.anonymisedAt ? { deleted: true } : {}) }
}

export function toThread(doc: ForumThread, totalComment: number, canDelete: boolean): TThread {
  return {
    threadId: doc.id,
    chapterId: idOf(doc.chapter),
    subchapterId: doc.subChapter ? idOf(doc.subChapter) : null,
    title: doc.title,
    description: doc.description,
    date: doc.createdAt,
    creator: toCreator(doc.author),
    totalComment,
    canDelete,
    pinned: !!doc.pinned,
    locked: !!doc.locked,
    hidden: !!doc.hidden,
  }
}

export function toComment(doc: ForumComment, canDelete: boolean): TComment {
  return { commentId: doc.id, threadId: idOf(doc.thread), description: doc.body, date: doc.createdAt, creator: toCreator(doc.author), canDelete, endorsed: !!doc.endorsed, hidden: !!doc.hidden }
}

export const authorIdOf = (doc: { author: ForumThread['author'] }) => idOf(doc.author)
