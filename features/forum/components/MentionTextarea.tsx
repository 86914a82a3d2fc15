'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react'
import type { Locale } from '@/lib/i18n/config'
import type { TMentionCandidate } from '@/lib/contracts/forum'
import { forumApi } from '../client-api'
import styles from './follow.module.css'

/** The members picked while writing; only those whose "@Name" is still in the text are sent as mentions. */
export function useMentions() {
  const [picked, setPicked] = useState<TMentionCandidate[]>([])
  const add = useCallback((candidate: TMentionCandidate) => setPicked((list) => (list.some((row) => row.userId === candidate.userId) ? list : [...list, candidate])), [])
  const idsIn = useCallback((text: string) => picked.filter((row) => text.includes(`@${row.name}`)).map((row) => row.userId), [picked])
  return { add, idsIn, reset: useCallback(() => setPicked([]), []) }
}

type TProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  courseId: number
  value: string
  onChange: (text: string) => void
  onMention: (candidate: TMentionCandidate) => void
}

const QUERY = /(^|\s)@([^\s@]{0,30})$/

/**
 * A textarea where "@" followed by letters offers the course's staff and forum members to mention (docs/decisions/044):
 * arrow keys choose, Enter or Tab inserts "@Full Name", Escape closes; the chosen name is announced to screen readers.
 */
export function MentionTextarea({ courseId, value, onChange, onMention, ...textarea }: TProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.mention')
  const ref = useRef<HTMLTextAreaElement>(null)
  const listId = useId()
  const [query, setQuery] = useState<{ text: string; start: number } | null>(null)
  const [options, setOptions] = useState<TMentionCandidate[]>([])
  const [active, setActive] = useState(0)
  const open = !!query && options.length > 0

  useEffect(() => {
    if (!query) return
    let live = true
    const timer = setTimeout(() => {
      forumApi(locale)
        .mentionCandidates(courseId, query.text)
        .then((rows) => live && (setOptions(rows), setActive(0)))
        .catch(() => live && setOptions([]))
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [courseId, locale, query])

  function detect(text: string, caret: number) {
    const match = QUERY.exec(text.slice(0, caret))
    setQuery(match ? { text: match[2] ?? '', start: caret - (match[2]?.length ?? 0) - 1 } : null)
    if (!match) setOptions([])
  }

  function pick(candidate: TMentionCandidate) {
    if (!query) return
    const caret = ref.current?.selectionStart ?? value.length
    const inserted = `@${candidate.name} `
    onChange(value.slice(0, query.start) + inserted + value.slice(caret))
    onMention(candidate)
    const position = query.start + inserted.length
    setQuery(null)
    setOptions([])
    requestAnimationFrame(() => {
      ref.current?.focus()
      ref.current?.setSelectionRange(position, position)
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      pick(options[active]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setQuery(null)
      setOptions([])
    }
  }

  return (
    <div className={styles.mentionBox}>
      <textarea
        {...textarea}
        ref={ref}
        value={value}
        onChange={(event) => (onChange(event.target.value), detect(event.target.value, event.target.selectionStart))}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => (setQuery(null), setOptions([])), 150)}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={t('label')} className={styles.mentionList} data-testid="mention-options">
          {options.map((candidate, index) => (
            <li
              key={candidate.userId}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.mentionActive : undefined}
              onMouseDown={(event) => (event.preventDefault(), pick(candidate))}
            >
              {candidate.name}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {open ? t('option', { name: options[active]?.name ?? '', count: options.length }) : ''}
      </p>
      <p className={styles.mentionHint}>{t('hint')}</p>
    </div>
  )
}
