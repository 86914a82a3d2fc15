'use client'
import { useState, type FormEvent } from 'react'
import { formValues } from '@/lib/listing/url-state'
import type { TListingStyles } from './listing-styles'

export type TFilterOption = { value: string | number; label: string }
export type TFilterField<K extends string> =
  | { kind: 'select'; name: K; label: string; value: string | number | undefined; allLabel?: string; options: TFilterOption[] }
  | { kind: 'search'; name: K; label: string; value: string | undefined; placeholder: string }

/** Apply and reset buttons, or (search page) an apply button only for visitors without JavaScript. */
type TFilterButtons = { apply: string; reset: string } | { noscriptApply: string }

/** The words of a listing's filters: the labelled fields with their current values, the form's name and its buttons. */
export type TListingFiltersContent<K extends string> = { label: string; fields: TFilterField<K>[]; buttons: TFilterButtons }

/**
 * A listing's filters as a GET form on the listing's own URL, so they work without JavaScript and live in
 * the address. With JavaScript a changed select applies at once; a search field applies on submit.
 */
export function ListingFilters<K extends string>(
  props: TListingFiltersContent<K> & {
    action: string
    role?: 'search'
    styles: TListingStyles
    onApply: (values: Record<K, string>) => void
  },
) {
  const { action, label, role, fields, buttons, styles, onApply } = props
  const names = fields.map((field) => field.name)
  const apply = (form: HTMLFormElement | null) => form && onApply(formValues(form, names))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form className={styles.filters} method="get" action={action} onSubmit={submit} aria-label={label} role={role}>
      {fields.map((field) =>
        field.kind === 'search' ? (
          <SearchField key={field.name} field={field} styles={styles} />
        ) : (
          <label key={field.name} className={styles.field}>
            {field.label}
            <select name={field.name} defaultValue={field.value ?? ''} onChange={(e) => apply(e.currentTarget.form)}>
              {field.allLabel !== undefined && <option value="">{field.allLabel}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
      {'noscriptApply' in buttons ? (
        <noscript>
          <button type="submit" className="btn btn--primary btn--small">
            {buttons.noscriptApply}
          </button>
        </noscript>
      ) : (
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary btn--small">
            {buttons.apply}
          </button>
          <a href={action} className="btn btn--ghost btn--small">
            {buttons.reset}
          </a>
        </div>
      )}
    </form>
  )
}

function SearchField<K extends string>(props: { field: Extract<TFilterField<K>, { kind: 'search' }>; styles: TListingStyles }) {
  const { field, styles } = props
  const [text, setText] = useState(field.value ?? '')
  return (
    <label className={`${styles.field} ${styles.searchField}`}>
      {field.label}
      <input
        type="search"
        name={field.name}
        maxLength={100}
        value={text}
        placeholder={field.placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </label>
  )
}
