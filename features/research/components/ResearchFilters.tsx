'use client'
import { useTranslations } from 'next-intl'
import type { FormEvent } from 'react'
import styles from '@/features/elibrary/components/content.module.css'
import { SORT_OPTIONS } from '../../../lib/contracts/elibrary/listing-options'
import type { TResearchPageQuery } from '../page-query'
import type { TResearchFilterOptions } from '../queries'

type TValues = Record<keyof TResearchPageQuery, string>

/** A GET form on /research (works without JavaScript); with it, a changed select applies at once. */
export function ResearchFilters(props: {
  action: string
  query: TResearchPageQuery
  options: TResearchFilterOptions
  onApply: (values: TValues) => void
}) {
  const { action, query, options, onApply } = props
  const t = useTranslations('research.filters')
  const valuesOf = (form: HTMLFormElement): TValues => {
    const data = new FormData(form)
    return { topic: String(data.get('topic') ?? ''), year: String(data.get('year') ?? ''), sort: String(data.get('sort') ?? '') }
  }
  const apply = (form: HTMLFormElement | null) => form && onApply(valuesOf(form))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form className={styles.filters} method="get" action={action} onSubmit={submit} aria-label={t('label')}>
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
          {SORT_OPTIONS.map((sort) => (
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
        <a href={action} className="btn btn--ghost btn--small">
          {t('reset')}
        </a>
      </div>
    </form>
  )
}
