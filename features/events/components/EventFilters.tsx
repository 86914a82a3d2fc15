'use client'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import styles from '@/features/elibrary/components/content.module.css'
import { EVENT_SORT_OPTIONS } from '../../../lib/contracts/events/listing-options'
import type { TEventPageQuery } from '../page-query'
import type { TEventFilterOptions } from '../queries'

type TValues = Record<keyof TEventPageQuery, string>

/**
 * A GET form on /event, so filters work without JavaScript and live in the address (the menu links
 * ?topic=<id>). With JavaScript a changed select applies at once; the search applies on submit.
 */
export function EventFilters(props: { action: string; query: TEventPageQuery; options: TEventFilterOptions; onApply: (values: TValues) => void }) {
  const { action, query, options, onApply } = props
  const t = useTranslations('events.filters')
  const [search, setSearch] = useState(query.search ?? '')
  const valuesOf = (form: HTMLFormElement): TValues => {
    const data = new FormData(form)
    const read = (name: keyof TEventPageQuery) => String(data.get(name) ?? '')
    return { topic: read('topic'), year: read('year'), sort: read('sort'), search: read('search') }
  }
  const apply = (form: HTMLFormElement | null) => form && onApply(valuesOf(form))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form className={styles.filters} method="get" action={action} onSubmit={submit} aria-label={t('label')} role="search">
      <label className={styles.field}>
        {t('topic')}
        <select name="topic" defaultValue={query.topic ?? ''} onChange={(e) => apply(e.currentTarget.form)}>
          <option value="">{t('allTopics')}</option>
          {options.topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('year')}
        <select name="year" defaultValue={query.year ?? ''} onChange={(e) => apply(e.currentTarget.form)}>
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
        <select name="sort" defaultValue={query.sort} onChange={(e) => apply(e.currentTarget.form)}>
          {EVENT_SORT_OPTIONS.map((sort) => (
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
