'use client'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { TPaging } from '@/lib/paging/paging'
import { useLoadMore } from '@/lib/paging/use-load-more'
import { LoadMoreFooter, type TLoadMoreLabels } from './LoadMoreFooter'
import type { TCountedTexts } from './listing-texts'
import type { TListingStyles } from './listing-styles'

/**
 * The results of one filter state: the server's first page, then "load more" pages appended by the spec's
 * paging rules (lib/paging). `empty` stands alone when there is nothing; otherwise `status`, the list and
 * the load-more footer. Remount it (React key) on a new filter state to start again at position 1.
 */
type TLoadMoreListProps<T> = {
  queryKey: QueryKey
  firstPage: T[]
  dataShow: number
  load: (paging: TPaging) => Promise<T[]>
  list: { as: 'ul' | 'ol'; className?: string }
  busy: boolean
  status?: ReactNode
  empty: ReactNode
  renderItem: (item: T) => ReactNode
  labels: TLoadMoreLabels
}

export function LoadMoreList<T extends { id: string | number }>(props: TLoadMoreListProps<T>) {
  // No react-query provider: useLoadMore loads react-query with the first "load more" (docs/decisions/045).
  const { queryKey, firstPage, dataShow, load, busy, status, empty, renderItem, labels } = props
  const list = useLoadMore({ queryKey, firstPage, dataShow, load })
  if (list.items.length === 0) return empty
  const List = props.list.as
  return (
    <>
      {status}
      <List className={props.list.className} aria-busy={busy}>
        {list.items.map(renderItem)}
      </List>
      <LoadMoreFooter endPage={list.endPage} loadingMore={list.loadingMore} failed={list.failed} onLoadMore={list.loadMore} labels={labels} />
    </>
  )
}

/** The empty state of a listing: what is missing in bold, then a hint (change or reset the filters). */
export function ListingEmpty(props: { className?: string; busy?: boolean; title: string; hint: string }) {
  return (
    <div className={props.className} aria-busy={props.busy}>
      <p>
        <strong>{props.title}</strong>
      </p>
      <p>{props.hint}</p>
    </div>
  )
}

/** The status line ("n results", "updating…" while a new filter loads) and the empty state of a listing (`countedTextsOf`). */
export function countedStates(args: { texts: TCountedTexts; styles: TListingStyles; busy: boolean }) {
  const { texts, styles, busy } = args
  return {
    status: (
      <p className={styles.status} aria-live="polite">
        {busy ? texts.updating : texts.count}
      </p>
    ),
    empty: <ListingEmpty className={styles.empty} busy={busy} title={texts.empty} hint={texts.emptyHint} />,
  }
}
