'use client'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import styles from '@/features/elibrary/components/content.module.css'
import { PROGRAM_SORT_OPTIONS } from '../../../lib/contracts/education/listing-options'
import type { TEducationPageQuery } from '../page-query'

type TValues = Record<keyof TEducationPageQuery, string>

/**
 * A GET form on /education (works without JavaScript, lands back on #other-programs). With JavaScript a new
 * sort applies at once and the search applies on submit.
 */
export function OtherProgramsFilters(props: { action: string; query: TEducationPageQuery; onApply: (values: TValues) => void }) {
  const { action, query, onApply } = props
  const t = useTranslations('education.filters')
  const [search, setSearch] = useState(query.search ?? '')
  const valuesOf = (form: HTMLFormElement): TValues => {
    const data = new FormData(form)
    return { search: String(data.get('search') ?? ''), sort: String(data.get('sort') ?? '') }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onApply(valuesOf(event.currentTarget))
  }
  return (
    <form className={styles.filters} method="get" action={`${action}#other-programs`} onSubmit={submit} role="search" aria-label={t('label')}>
      <label className={`${styles.field} ${styles.searchField}`}>
        {t('search')}
        <input
          type="search"
          name="search"
          maxLength={100}
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        {t('sort')}
        <select name="sort" defaultValue={query.sort} onChange={(e) => e.currentTarget.form && onApply(valuesOf(e.currentTarget.form))}>
          {PROGRAM_SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--small">
          {t('apply')}
        </button>
        <a href={`${action}#other-programs`} className="btn btn--ghost btn--small">
          {t('reset')}
        </a>
      </div>
    </form>
  )
}
