// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TPaging } from '@/lib/paging/paging'
import { ListingFilters } from './ListingFilters'
import { countedStates, ListingEmpty, LoadMoreList } from './LoadMoreList'
import { countedTextsOf } from './listing-texts'

afterEach(cleanup)

type TItem = { id: number }
const items = (from: number, count: number): TItem[] => Array.from({ length: count }, (_, i) => ({ id: from + i }))
const labels = { loadMore: 'More', loadingMore: 'Loading', end: 'The end', error: 'Failed', retry: 'Retry' }

function list(firstPage: TItem[], load: (paging: TPaging) => Promise<TItem[]>) {
  return render(
    <LoadMoreList
        queryKey={['kit-test', Math.random()]}
        firstPage={firstPage}
        dataShow={6}
        load={load}
        list={{ as: 'ul' }}
        busy={false}
        status={<p>Status</p>}
        empty={<ListingEmpty title="Nothing" hint="Change the filters" />}
        renderItem={(item) => <li key={item.id}>item {item.id}</li>}
        labels={labels}
      />,
  )
}

describe('LoadMoreList (spec section 4 paging)', () => {
  it('asks the next page at skip = dataShow × old position, appends, and ends on a short page', async () => {
    const load = vi.fn(async (paging: TPaging) => (paging.position === 2 ? items(7, 6) : items(13, 2)))
    list(items(1, 6), load)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)

    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12))
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ position: 2, skip: 6, take: 6 }))

    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(14))
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ position: 3, skip: 12 }))
    expect(screen.getByText('The end')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })

  it('shows the end at once when the first page is short, and the empty state when it is empty', () => {
    list(items(1, 3), vi.fn())
    expect(screen.getByText('The end')).toBeTruthy()
    cleanup()
    list([], vi.fn())
    expect(screen.getByText('Nothing')).toBeTruthy()
    expect(screen.queryByText('Status')).toBeNull()
  })

  it('offers a retry after a failed page', async () => {
    list(items(1, 6), vi.fn(async () => Promise.reject(new Error('down'))))
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    // The browser's client retries a failed page once, a second later, before it shows the failure.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed'), { timeout: 4000 })
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('countedStates (texts made ahead, on the server or in the browser)', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`

  it('formats the count with the total and the placeholders', () => {
    expect(countedTextsOf(t, 7, { query: 'toll' })).toEqual({
      count: 'count{"query":"toll","count":7}',
      updating: 'updating',
      empty: 'empty{"query":"toll"}',
      emptyHint: 'emptyHint',
    })
  })

  it('shows the count, or "updating" while a new filter loads, and the empty state', () => {
    const texts = { count: '7 items', updating: 'Updating', empty: 'Nothing', emptyHint: 'Change the filters' }
    render(<>{countedStates({ texts, styles: {}, busy: false }).status}</>)
    expect(screen.getByText('7 items').getAttribute('aria-live')).toBe('polite')
    cleanup()
    const busy = countedStates({ texts, styles: {}, busy: true })
    render(<>{busy.status}{busy.empty}</>)
    expect(screen.getByText('Updating')).toBeTruthy()
    expect(screen.getByText('Nothing')).toBeTruthy()
    expect(screen.getByText('Change the filters')).toBeTruthy()
  })
})

describe('ListingFilters (filters bound to the URL)', () => {
  function filters(onApply: (values: Record<'topic' | 'search', string>) => void) {
    return render(
      <ListingFilters
        action="/en/e-library"
        label="Filters"
        role="search"
        styles={{}}
        fields={[
          { kind: 'select', name: 'topic', label: 'Topic', value: 2, allLabel: 'All topics', options: [{ value: 2, label: 'Two' }, { value: 3, label: 'Three' }] },
          { kind: 'search', name: 'search', label: 'Search', value: 'toll', placeholder: 'Title' },
        ]}
        buttons={{ apply: 'Apply', reset: 'Reset' }}
        onApply={onApply}
      />,
    )
  }

  it('is a GET form on the listing URL with the current values and a reset link', () => {
    filters(vi.fn())
    const form = screen.getByRole('search', { name: 'Filters' }) as HTMLFormElement
    expect(form.method).toBe('get')
    expect(form.getAttribute('action')).toBe('/en/e-library')
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('2')
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('toll')
    expect(screen.getByRole('link', { name: 'Reset' }).getAttribute('href')).toBe('/en/e-library')
  })

  it('applies a changed select at once and the search on submit, with every field', () => {
    const onApply = vi.fn()
    filters(onApply)
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'water' } })
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: '3' } })
    expect(onApply).toHaveBeenLastCalledWith({ topic: '3', search: 'water' })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledTimes(2)
  })
})
