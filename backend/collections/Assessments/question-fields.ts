import type { ArrayField, Field } from 'payload'
import { QUESTION_KINDS, type TQuestionKind } from '../../services/assessments/question-kinds'

type TRow = { kind?: TQuestionKind; options?: unknown[]; pairs?: unknown[]; acceptedAnswers?: unknown[]; numericAnswer?: number | null }
const showFor = (...kinds: TQuestionKind[]) => (_: unknown, sibling: TRow) => kinds.includes(sibling?.kind ?? 'single')
const CHOICE_KINDS: TQuestionKind[] = ['single', 'multiple', 'truefalse', 'ordering']

/** What each kind needs before it can be saved; the message is shown in /admin next to the question. */
function validateQuestion(row: TRow): true | string {
  const kind = row.kind ?? 'single'
  const options = (row.options ?? []) as { correct?: boolean }[]
  if (CHOICE_KINDS.includes(kind) && options.length < 2) return 'Needs at least two options / Butuh paling sedikit dua pilihan'
  if ((kind === 'single' || kind === 'truefalse' || kind === 'multiple') && !options.some((option) => option.correct)) return 'Mark a correct option / Tandai pilihan yang benar'
  if (kind === 'matching' && (row.pairs ?? []).length < 2) return 'Needs at least two pairs / Butuh paling sedikit dua pasangan'
  if (kind === 'short' && !(row.acceptedAnswers ?? []).length) return 'Needs an accepted answer / Butuh jawaban yang diterima'
  if (kind === 'numerical' && typeof row.numericAnswer !== 'number') return 'Needs the accepted value / Butuh nilai yang diterima'
  return true
}

/**
 * The fields of one question, shared by an assessment's own questions and a question bank's. Which fields a kind
 * uses: options (single, multiple, true/false; for ordering the options in their correct order), pairs (matching),
 * acceptedAnswers (short answer), numericAnswer and tolerance (numerical); an essay has none and is graded by hand.
 */
export function questionsField(options: { requiredUnless?: string } = {}): ArrayField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, defaultValue: 'single', options: QUESTION_KINDS.map((value) => ({ label: value, value })) },
        { name: 'points', type: 'number', defaultValue: 1, min: 0, max: 100 },
      ],
    },
    { name: 'question', type: 'textarea', required: true, localized: true, validate: (value: unknown, { siblingData }: { siblingData: TRow }) => (value ? validateQuestion(siblingData) : 'Required / Wajib diisi') },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'options',
      type: 'array',
      admin: { condition: showFor(...CHOICE_KINDS) },
      fields: [
        { name: 'text', type: 'text', required: true, localized: true },
        { name: 'correct', type: 'checkbox', defaultValue: false, admin: { condition: showFor('single', 'multiple', 'truefalse') } },
      ],
    },
    {
      name: 'orderScoring',
      type: 'select',
      defaultValue: 'share',
      admin: { condition: showFor('ordering') },
      options: [
        { label: 'share', value: 'share' },
        { label: 'all', value: 'all' },
      ],
    },
    {
      name: 'pairs',
      type: 'array',
      admin: { condition: showFor('matching') },
      fields: [
        { name: 'prompt', type: 'text', required: true, localized: true },
        { name: 'match', type: 'text', required: true, localized: true },
      ],
    },
    { name: 'acceptedAnswers', type: 'array', admin: { condition: showFor('short') }, fields: [{ name: 'text', type: 'text', required: true, localized: true }] },
    {
      type: 'row',
      admin: { condition: showFor('numerical') },
      fields: [
        { name: 'numericAnswer', type: 'number' },
        { name: 'tolerance', type: 'number', defaultValue: 0, min: 0 },
      ],
    },
    { name: 'explanation', type: 'textarea', localized: true },
  ]
  return {
    name: 'questions',
    type: 'array',
    fields,
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
      const other = options.requiredUnless ? siblingData?.[options.requiredUnless] : undefined
      return count > 0 || (Array.isArray(other) && other.length > 0) ? true : 'Add a question / Tambahkan pertanyaan'
    },
  }
}
