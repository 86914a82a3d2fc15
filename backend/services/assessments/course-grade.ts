import type { TGradeRow } from './shapes'

/**
 * The course grade from the grade rows (backend/services/assessments/grades.ts): each quiz's and the exam's highest
 * score weighted by its weight, to one decimal. Null when no bank carries weight.
 */
export function weightedCourseGrade(rows: Pick<TGradeRow, 'higestScore' | 'weight'>[]): number | null {
  const weight = rows.reduce((sum, row) => sum + Math.max(0, row.weight), 0)
  if (weight <= 0) return null
  const total = rows.reduce((sum, row) => sum + row.higestScore * Math.max(0, row.weight), 0)
  return Math.round((total / weight) * 10) / 10
}
