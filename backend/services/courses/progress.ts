import type { Payload } from 'payload'
import { flatQuery } from '../../lib/flat-rows'
import type { AssessmentAttempt } from '../../payload-types'
import type { TOutlineChapter } from './course-outline'
import { outlineLectures } from './course-outline'
import { passedInCourse, type TAssessmentResults } from '../assessments/passed'

export type TCourseProgress = {
  totalLectures: number
  doneLectures: number
  percent: number
  doneLectureIds: number[]
  finalExam: boolean
  finalExamPassed: boolean
  completed: boolean
}

/**
 * A course's rule for what completes a quiz lecture (docs/decisions/035): by default (and when the course says
 * nothing) passing its quiz; with `passedQuizCompletesLecture` off, submitting any attempt.
 */
export type TProgressRules = { passedQuizCompletesLecture?: boolean | null }

export const progressRules = (course: TProgressRules): TProgressRules => ({ passedQuizCompletesLecture: course.passedQuizCompletesLecture !== false })

/** Pure: what is done, out of the outline, given the lectures marked read and the assessments passed. */
export function computeProgress(outline: TOutlineChapter[], markedIds: number[], results: TAssessmentResults, finalExam: boolean, rules: TProgressRules): TCourseProgress {
  const marked = new Set(markedIds)
  const submittedCounts = rules.passedQuizCompletesLecture === false
  const passed = new Set([...results.passedQuizLectureIds, ...(submittedCounts ? (results.submittedQuizLectureIds ?? []) : [])])
  const lectures = outlineLectures(outline)
  // A quiz lecture is done by passing its quiz (or submitting it, per the course's rule); any other by marking it read.
  const done = lectures.filter((lecture) => (lecture.type === 'quiz' ? passed.has(lecture.lecturesId) : marked.has(lecture.lecturesId)))
  const total = lectures.length
  const allDone = total > 0 && done.length === total
  return {
    totalLectures: total,
    doneLectures: done.length,
    percent: total ? Math.floor((done.length / total) * 100) : 0,
    doneLectureIds: done.map((lecture) => lecture.lecturesId),
    finalExam,
    finalExamPassed: results.finalExamPassed,
    completed: allDone && (!finalExam || results.finalExamPassed),
  }
}

const marksInCourse = flatQuery<{ lecture: number }, { user: number; course: number }>('marks_in_course', 'lecture-progress', (table, { and, eq }, param) => ({
  where: and(eq(table.user as never, param('user')), eq(table.course as never, param('course'))),
}))

export async function markedLectureIds(payload: Payload, userId: number, courseId: number): Promise<number[]> {
  return (await marksInCourse(payload, { user: userId, course: courseId })).map((row) => row.lecture)
}

/**
 * A learner's progress in one course, computed on the server from what they marked and passed. `read`: their marks
 * and attempts in the course, read by the caller just now (courses/learner-standing.ts), else read here.
 */
export async function learnerProgress(
  payload: Payload,
  userId: number,
  courseId: number,
  outline: TOutlineChapter[],
  finalExam: boolean,
  rules: TProgressRules,
  read?: { markedIds: number[]; attempts: AssessmentAttempt[] },
) {
  const [marked, results] = await Promise.all([read?.markedIds ?? markedLectureIds(payload, userId, courseId), passedInCourse(payload, userId, courseId, read?.attempts)])
  return computeProgress(outline, marked, results, finalExam, rules)
}

/** Whether the final exam is open to this learner: the course has one and every lecture (quizzes passed) is done. */
export function isExamAvailable(finalExam: boolean, progress: TCourseProgress | null): boolean {
  return finalExam && !!progress && progress.totalLectures > 0 && progress.doneLectures === progress.totalLectures
}
