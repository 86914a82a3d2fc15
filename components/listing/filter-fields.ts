import type { TFilterField, TFilterOption, TListingFiltersContent } from './ListingFilters'

type TRef = { id: number; title: string }

/**
 * The filter fields the listings share, labelled from a listing's `<area>.filters` messages, which use the
 * same keys everywhere: topic/allTopics, year/allYears, sort/sortOptions.<value>, search/searchPlaceholder,
 * and <name>/all<Name>s for any other choice (e-library's and search's type); the form's own label, apply and reset.
 */
export function filterFieldsOf(t: (key: string) => string) {
  const choice = <K extends string>(name: K, value: string | number | undefined, options: TFilterOption[]): TFilterField<K> => ({
    kind: 'select',
    name,
    label: t(name),
    value,
    allLabel: t(`all${name[0]!.toUpperCase()}${name.slice(1)}s`),
    options,
  })
  const recordOptions = (items: TRef[]) => items.map((item) => ({ value: item.id, label: item.title }))
  return {
    choice,
    records: <K extends string>(name: K, value: number | undefined, items: TRef[]) => choice(name, value, recordOptions(items)),
    topic: (value: number | undefined, topics: TRef[]) => choice('topic', value, recordOptions(topics)),
    year: (value: number | undefined, years: number[]) =>
      choice('year', value, years.map((year) => ({ value: year, label: String(year) }))),
    sort: (value: string, sorts: readonly string[]): TFilterField<'sort'> => ({
      kind: 'select',
      name: 'sort',
      label: t('sort'),
      value,
      options: sorts.map((sort) => ({ value: sort, label: t(`sortOptions.${sort}`) })),
    }),
    search: (value: string | undefined): TFilterField<'search'> => ({
      kind: 'search',
      name: 'search',
      label: t('search'),
      value,
      placeholder: t('searchPlaceholder'),
    }),
    /** The whole form's words around `fields`: its name (label) and its apply and reset buttons. */
    form: <K extends string>(fields: TFilterField<K>[]): TListingFiltersContent<K> => ({
      label: t('label'),
      fields,
      buttons: { apply: t('apply'), reset: t('reset') },
    }),
  }
}
