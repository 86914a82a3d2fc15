import { describe, expect, it } from 'vitest'
import type { TOutlineChapter } from './course-outline'
import { lectureBlocker, lockedLectures } from './completion-rules'
import { computeProgress } from './progress'

const lecture = (id: number, chapterId: number, type: 'reading' | 'quiz' = 'reading') => ({ lecturesId: id, chapterId, title: `L${id}`, type })
const outline: TOutlineChapter[] = [
  { chapterId: 1, chapterName: 'A', lectures: [lecture(10, 1), lecture(11, 1)] },
  { chapterId: 2, chapterName: 'B', lectures: [lecture(12, 2, 'quiz'), lecture(13, 2)] },
]

describe('lockedLectures', () => {
  it('locks nothing outside sequential mode', () => {
    expect(lockedLectures(outline, [], false).size).toBe(0)
  })

  it('opens the first lecture not done and locks the rest behind it, across chapters', () => {
    const locked = lockedLectures(outline, [10], true)
    expect([...locked.keys()]).toEqual([12, 13])
    expect(locked.get(13)?.lecturesId).toBe(11)
  })

  it('keeps a done lecture open even when one before it is not done', () => {
    expect([...lockedLectures(outline, [13], true).keys()]).toEqual([11, 12])
  })

  it('never locks staff', () => {
    const ctx = { role: 'teacher', outline, progress: null, course: { sequential: true } }
    expect(lectureBlocker(ctx, 13)).toBeNull()
    expect(lectureBlocker({ ...ctx, role: 'learner' }, 13)?.lecturesId).toBe(10)
  })
})

describe('passed quiz completes its lecture', () => {
  const results = { passedQuizLectureIds: [], submittedQuizLectureIds: [12], finalExamPassed: false }
  it('counts a submitted quiz only when the course says submitting is enough', () => {
    expect(computeProgress(outline, [], results, false, {}).doneLectureIds).toEqual([])
    expect(computeProgress(outline, [], results, false, { passedQuizCompletesLecture: true }).doneLectureIds).toEqual([])
    expect(computeProgress(outline, [], results, false, { passedQuizCompletesLecture: false }).doneLectureIds).toEqual([12])
  })
})
