'use client'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { SORT_OPTIONS } from '../../../lib/contracts/elibrary/listing-options'
import type { TELibraryPageQuery } from '../page-query'
import type { TELibraryFilterOptions } from '../queries'
import styles from './content.module.css'

type TFilterValues = Record<keyof TELibraryPageQuery, string>

/**
 * A GET form on the listing's own URL, so filters work without JavaScript and live in the address.
 * With JavaScript a changed select applies at once; the search applies on submit.
 */
export function ELibraryFilters(props: {
  action: string
  query: TELibraryPageQuery
  options: TELibraryFilterOptions
  onApply: (values: TFilterValues) => void
}) {
  const { action, query, options, onApply } = props
  const t = useTranslations('elibrary.filters')
  const [search, setSearch] = useState(query.search ?? '')

  function valuesOf(form: HTMLFormElement): TFilterValues {
    const data = new FormData(form)
    const read = (name: keyof TELibraryPageQuery) => String(data.get(name) ?? '')
    return { topic: read('topic'), type: read('type'), year: read('year'), sort: read('sort'), search: read('search') }
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onApply(valuesOf(event.currentTarget))
  }

  return (
    <form className={styles.filters} method="get" action={action} onSubmit={submit} aria-label={t('label')} role="search">
      <label className={styles.field}>
        {t('topic')}
        <select name="topic" defaultValue={query.topic ?? ''} onChange={(e) => onApply(valuesOf(e.currentTarget.form!))}>
          <option value="">{t('allTopics')}</option>
          {options.topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('type')}
        <select name="type" defaultValue={query.type ?? ''} onChange={(e) => onApply(valuesOf(e.currentTarget.form!))}>
          <option value="">{t('allTypes')}</option>
          {options.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('year')}
        <select name="year" defaultValue={query.year ?? ''} onChange={(e) => onApply(valuesOf(e.currentTarget.form!))}>
          <option value="">{t('allYears')}</option>
          {options.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('sort')}
        <select name="sort" defaultValue={query.sort} onChange={(e) => onApply(valuesOf(e.currentTarget.form!))}>
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </label>
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
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--small">
          {t('apply')}
        </button>
        <a href={action} className="btn btn--ghost btn--small">
          {t('reset')}
        </a>
      </div>
    </form>
  )
}
