'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { TQuestionView } from '@/backend/services/assessments/question-view'
import { MAX_ANSWER_TEXT } from '@/lib/contracts/assessments'
import styles from './assessments.module.css'

/** What the learner has entered for the question on screen, whatever its kind. */
export type TDraft = { choices: string[]; order: string[]; matches: Record<string, string>; text: string; value: string }

/** The draft a question opens with: the learner's saved response, or an empty one (items in the shown order). */
export function draftOf(view: TQuestionView): TDraft {
  const response = view.response
  const saved = response && !Array.isArray(response) ? response : null
  return {
    choices: view.chosen,
    order: view.answer.map((item) => item.id),
    matches: saved && 'matches' in saved ? saved.matches : {},
    text: saved && 'text' in saved ? saved.text : '',
    value: saved && 'value' in saved ? String(saved.value) : '',
  }
}

type TProps = { view: TQuestionView; draft: TDraft; onChange: (draft: TDraft) => void }

function ChoiceInput({ view, draft, onChange }: TProps) {
  const multiple = view.kind === 'multiple'
  const toggle = (id: string) => onChange({ ...draft, choices: multiple ? (draft.choices.includes(id) ? draft.choices.filter((row) => row !== id) : [...draft.choices, id]) : [id] })
  return (
    <ul className={styles.options}>
      {view.answer.map((option) => (
        <li key={option.id}>
          <label className={styles.option}>
            <input type={multiple ? 'checkbox' : 'radio'} name={`question-${view.questionId}`} checked={draft.choices.includes(option.id)} onChange={() => toggle(option.id)} />
            <span>{option.text}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

/** Items moved with buttons (keyboard and screen readers), the new place announced. */
function OrderingInput({ view, draft, onChange }: TProps) {
  const t = useTranslations('assessments.take')
  const [announce, setAnnounce] = useState('')
  const text = new Map(view.answer.map((item) => [item.id, item.text]))
  const move = (index: number, by: -1 | 1) => {
    const order = [...draft.order]
    const [item] = order.splice(index, 1)
    order.splice(index + by, 0, item)
    onChange({ ...draft, order })
    setAnnounce(t('moved', { item: text.get(item) ?? '', position: index + by + 1 }))
  }
  return (
    <>
      <ol className={styles.options} data-testid="ordering-list">
        {draft.order.map((id, index) => (
          <li key={id} className={styles.orderItem}>
            <span className={styles.orderText}>{text.get(id)}</span>
            <span className={styles.orderButtons}>
              <button type="button" className="btn btn--ghost" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('moveUp', { item: text.get(id) ?? '' })}>
                ↑
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => move(index, 1)} disabled={index === draft.order.length - 1} aria-label={t('moveDown', { item: text.get(id) ?? '' })}>
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </>
  )
}

function MatchingInput({ view, draft, onChange }: TProps) {
  const t = useTranslations('assessments.take')
  return (
    <ul className={styles.options}>
      {view.prompts.map((prompt) => (
        <li key={prompt.id} className={styles.matchRow}>
          <label htmlFor={`match-${prompt.id}`}>{prompt.text}</label>
          <select id={`match-${prompt.id}`} value={draft.matches[prompt.id] ?? ''} onChange={(event) => onChange({ ...draft, matches: { ...draft.matches, [prompt.id]: event.target.value } })}>
            <option value="">{t('choose')}</option>
            {view.matches.map((match) => (
              <option key={match.id} value={match.id}>
                {match.text}
              </option>
            ))}
          </select>
        </li>
      ))}
    </ul>
  )
}

/** The control for the question's kind: radios, checkboxes, selects, move buttons, a text, number or essay field. */
export function AnswerInput(props: TProps) {
  const t = useTranslations('assessments.take')
  const { view, draft, onChange } = props
  const id = `answer-${view.questionId}`
  if (view.kind === 'ordering') return <OrderingInput {...props} />
  if (view.kind === 'matching') return <MatchingInput {...props} />
  if (view.kind === 'short' || view.kind === 'essay' || view.kind === 'numerical') {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{t('answerLabel')}</label>
        {view.kind === 'essay' ? (
          <textarea id={id} rows={8} maxLength={MAX_ANSWER_TEXT} value={draft.text} onChange={(event) => onChange({ ...draft, text: event.target.value })} />
        ) : view.kind === 'short' ? (
          <input id={id} type="text" maxLength={500} autoComplete="off" value={draft.text} onChange={(event) => onChange({ ...draft, text: event.target.value })} />
        ) : (
          <input id={id} type="number" inputMode="decimal" step="any" value={draft.value} onChange={(event) => onChange({ ...draft, value: event.target.value })} />
        )}
      </div>
    )
  }
  return <ChoiceInput {...props} />
}

/** The answer call's fields for the draft, or the message key when nothing usable was entered. */
export function answerBody(view: TQuestionView, draft: TDraft, finish: boolean): { body: Record<string, unknown>; missing?: never } | { missing: 'chooseOne' | 'textRequired' | 'numberRequired'; body?: never } {
  switch (view.kind) {
    case 'ordering':
      return { body: { order: draft.order } }
    case 'matching':
      return { body: { matches: Object.fromEntries(Object.entries(draft.matches).filter(([, match]) => match)) } }
    case 'short':
    case 'essay':
      return !finish && !draft.text.trim() ? { missing: 'textRequired' } : { body: { text: draft.text } }
    case 'numerical': {
      const value = draft.value.trim() === '' ? null : Number(draft.value)
      if (value === null) return finish ? { body: { value: null } } : { missing: 'numberRequired' }
      return Number.isFinite(value) ? { body: { value } } : { missing: 'numberRequired' }
    }
    default:
      return !finish && !draft.choices.length ? { missing: 'chooseOne' } : { body: { choices: draft.choices } }
  }
}
