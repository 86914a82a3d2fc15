import { describe, expect, it } from 'vitest'
import type { TOutlineChapter } from './course-outline'
import { computeProgress } from './progress'

const outline: TOutlineChapter[] = [
  { chapterId: 1, chapterName: 'A', lectures: [{ lecturesId: 10, chapterId: 1, title: 'r', type: 'reading' }, { lecturesId: 11, chapterId: 1, title: 'v', type: 'video' }] },
  { chapterId: 2, chapterName: 'B', lectures: [{ lecturesId: 12, chapterId: 2, title: 'q', type: 'quiz' }] },
]
const nothingPassed = { passedQuizLectureIds: [], finalExamPassed: false }

describe('computeProgress', () => {
  it('counts marked lectures and passed quizzes, never a quiz that was only marked', () => {
    expect(computeProgress(outline, [10, 12], nothingPassed, false, {})).toMatchObject({ doneLectures: 1, percent: 33, completed: false })
    expect(computeProgress(outline, [10], { passedQuizLectureIds: [12], finalExamPassed: false }, false, {})).toMatchObject({ doneLectures: 2, percent: 66 })
  })

  it('completes a course without a final exam when every lecture is done', () => {
    expect(computeProgress(outline, [10, 11], { passedQuizLectureIds: [12], finalExamPassed: false }, false, {})).toMatchObject({ percent: 100, completed: true })
  })

  it('needs the final exam passed as well when the course has one', () => {
    const all = { passedQuizLectureIds: [12], finalExamPassed: false }
    expect(computeProgress(outline, [10, 11], all, true, {}).completed).toBe(false)
    expect(computeProgress(outline, [10, 11], { ...all, finalExamPassed: true }, true, {}).completed).toBe(true)
  })

  it('never calls an empty course complete', () => {
    expect(computeProgress([], [], nothingPassed, false, {})).toMatchObject({ totalLectures: 0, percent: 0, completed: false })
  })
})
