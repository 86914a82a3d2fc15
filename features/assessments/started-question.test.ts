// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TQuestionView } from '@/backend/services/assessments/question-view'
import { handOverStartedQuestion, takeStartedQuestion } from './started-question'

const quiz = { courseId: 7, type: 'quiz' as const, chapterId: 3 }
const view = { attemptId: 41, number: 1, totalQuestion: 8, countDown: 600, questionId: 'q1' } as TQuestionView

afterEach(() => {
  vi.useRealTimers()
  window.sessionStorage.clear()
})

describe('the question Start hands to the taker', () => {
  it('is taken once, for the same assessment only', () => {
    handOverStartedQuestion(quiz, view)
    expect(takeStartedQuestion({ ...quiz, chapterId: 4 })).toBeNull()
    expect(takeStartedQuestion({ ...quiz, type: 'exam' })).toBeNull()
    expect(takeStartedQuestion(quiz)).toMatchObject({ attemptId: 41, number: 1 })
    expect(takeStartedQuestion(quiz)).toBeNull()
  })

  it('counts down the time it waited, and is not used once stale', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    handOverStartedQuestion(quiz, view)
    vi.setSystemTime(1_002_400)
    expect(takeStartedQuestion(quiz)?.countDown).toBe(597)
    handOverStartedQuestion(quiz, view)
    vi.setSystemTime(1_040_000)
    expect(takeStartedQuestion(quiz)).toBeNull()
  })

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('assessment-started-quiz-7-3', '{not json')
    expect(takeStartedQuestion(quiz)).toBeNull()
    handOverStartedQuestion(quiz, { ...view, number: 2 })
    expect(takeStartedQuestion(quiz)).toBeNull()
  })
})
