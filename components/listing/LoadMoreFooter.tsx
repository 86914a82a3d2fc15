import styles from './listing.module.css'

export type TLoadMoreLabels = { loadMore: string; loadingMore: string; end: string; error: string; retry: string }

/** "Load more" while the list has more, the end message once it has not, and a retry after a failure. */
export function LoadMoreFooter(props: {
  endPage: boolean
  loadingMore: boolean
  failed: boolean
  onLoadMore: () => void
  labels: TLoadMoreLabels
}) {
  const { endPage, loadingMore, failed, onLoadMore, labels } = props
  return (
    <div className={styles.more} aria-live="polite">
      {failed && <p role="alert">{labels.error}</p>}
      {endPage ? (
        <p className={styles.status}>{labels.end}</p>
      ) : (
        <button type="button" className="btn btn--ghost" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? labels.loadingMore : failed ? labels.retry : labels.loadMore}
        </button>
      )}
    </div>
  )
}
