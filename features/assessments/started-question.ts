'use client'
import type { TQuestionView } from '@/backend/services/assessments/question-view'
import type { TTarget } from './client-api'

// Handed from the intro page's Start to the taker on the next page; older than this, the taker asks the server.
const FRESH_MS = 30_000

const keyOf = (target: TTarget) => `assessment-started-${target.type}-${target.courseId}-${target.chapterId ?? ''}`

/** Keeps the question Start answered with, for the taker the browser is about to open (it need not ask again). */
export function handOverStartedQuestion(target: TTarget, view: TQuestionView): void {
  try {
    window.sessionStorage.setItem(keyOf(target), JSON.stringify({ at: Date.now(), view }))
  } catch {
    // Storage full or refused: the taker asks the server, as it does without a hand-over.
  }
}

/**
 * The question Start answered with, once (it is removed as it is read), its countdown less the time since; null
 * when there is none for this assessment or it is no longer fresh.
 */
export function takeStartedQuestion(target: TTarget): TQuestionView | null {
  try {
    const kept = window.sessionStorage.getItem(keyOf(target))
    if (!kept) return null
    window.sessionStorage.removeItem(keyOf(target))
    const { at, view } = JSON.parse(kept) as { at: number; view: TQuestionView }
    const elapsed = Date.now() - at
    if (!(elapsed >= 0 && elapsed < FRESH_MS) || view?.number !== 1) return null
    return { ...view, countDown: Math.max(0, view.countDown - Math.ceil(elapsed / 1000)) }
  } catch {
    return null
  }
}
