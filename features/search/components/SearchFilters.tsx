'use client'
import { useTranslations } from 'next-intl'
import type { FormEvent } from 'react'
import type { TSearchFilterOptions } from '@/lib/contracts/search/responses'
import { SEARCH_SORT_OPTIONS } from '../../../lib/contracts/search/listing-options'
import type { TSearchPageQuery } from '../page-query'
import styles from './search.module.css'

export type TSearchFilterValues = Record<keyof TSearchPageQuery, string>

/** A GET form on the results' own URL (works without JavaScript); with it, a changed select applies at once. */
export function SearchFilters(props: {
  action: string
  query: TSearchPageQuery
  options: TSearchFilterOptions
  onApply: (values: TSearchFilterValues) => void
}) {
  const { action, query, options, onApply } = props
  const t = useTranslations('search')

  function valuesOf(form: HTMLFormElement): TSearchFilterValues {
    const data = new FormData(form)
    const read = (name: keyof TSearchPageQuery) => String(data.get(name) ?? '')
    return { type: read('type'), topic: read('topic'), year: read('year'), sort: read('sort') }
  }
  const apply = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (event.currentTarget.form) onApply(valuesOf(event.currentTarget.form))
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onApply(valuesOf(event.currentTarget))
  }
  const moduleLabel = (module: string) => (t.has(`modules.${module}`) ? t(`modules.${module}`) : module)

  return (
    <form className={styles.filters} method="get" action={action} onSubmit={submit} aria-label={t('filters.label')}>
      <label className={styles.field}>
        {t('filters.type')}
        <select name="type" defaultValue={query.type ?? ''} onChange={apply}>
          <option value="">{t('filters.allTypes')}</option>
          {options.types.map((type) => (
            <option key={type} value={type}>
              {moduleLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.topic')}
        <select name="topic" defaultValue={query.topic ?? ''} onChange={apply}>
          <option value="">{t('filters.allTopics')}</option>
          {options.topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.year')}
        <select name="year" defaultValue={query.year ?? ''} onChange={apply}>
          <option value="">{t('filters.allYears')}</option>
          {options.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.sort')}
        <select name="sort" defaultValue={query.sort} onChange={apply}>
          {SEARCH_SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn--primary btn--small">
          {t('filters.apply')}
        </button>
      </noscript>
    </form>
  )
}
