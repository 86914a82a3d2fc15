'use client'
import { useRouter } from 'next/navigation'
import type { TThread } from '../types'
import { ModerationControls } from './ModerationControls'
import { ReportButton } from './ReportButton'

/** Under a thread: moderators get their controls (the page reloads after each), other members the Report button. */
export function ThreadTools({ courseId, thread, moderator }: { courseId: number; thread: TThread; moderator: boolean }) {
  const router = useRouter()
  const post = { threadId: thread.threadId }
  if (moderator) return <ModerationControls courseId={courseId} post={post} state={thread} onDone={() => router.refresh()} />
  return thread.canDelete ? null : <ReportButton courseId={courseId} post={post} />
}
