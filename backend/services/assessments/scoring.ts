export type TBankOption = { id?: string | null; text: string; correct?: boolean | null }
export type TBankQuestion = {
  id?: string | null
  kind: 'single' | 'multiple' | 'truefalse'
  question: string
  explanation?: string | null
  image?: unknown
  options?: TBankOption[] | null
}

/** The ids of a question's correct options. */
export const correctIds = (question: TBankQuestion) => (question.options ?? []).filter((option) => option.correct).map((option) => option.id ?? '')

/** A question counts when the chosen options are exactly its correct ones (no partial credit). */
export function isCorrect(question: TBankQuestion, choices: string[] | undefined): boolean {
  const correct = new Set(correctIds(question))
  const chosen = new Set(choices ?? [])
  return correct.size > 0 && correct.size === chosen.size && [...correct].every((id) => chosen.has(id))
}

/** Whole-number percent of questions answered correctly, and whether it reaches the passing grade. */
export function scoreAnswers(questions: TBankQuestion[], answers: Map<string, string[]>, passingGrade: number): { score: number; passed: boolean } {
  if (!questions.length) return { score: 0, passed: false }
  const right = questions.filter((question) => isCorrect(question, answers.get(question.id ?? ''))).length
  const score = Math.round((right / questions.length) * 100)
  return { score, passed: score >= passingGrade }
}
