import type { TLoadMoreLabels } from './LoadMoreFooter'

/** A listing's translator, as next-intl's `useTranslations` (client) or `getTranslations` (server) gives it. */
type TTranslate = (key: string, values?: Record<string, string | number>) => string

/** The texts of a listing's status line and empty state (`countedStates`), made ahead for one filter state. */
export type TCountedTexts = { count: string; updating: string; empty: string; emptyHint: string }

/**
 * The counted texts from a listing's `*.results` messages (keys count, updating, empty and emptyHint; `values`
 * fill their placeholders). No client directive: a server page makes them and passes them as props.
 */
export function countedTextsOf(t: TTranslate, totalData: number, values?: Record<string, string>): TCountedTexts {
  return { count: t('count', { ...values, count: totalData }), updating: t('updating'), empty: t('empty', values), emptyHint: t('emptyHint') }
}

/** The five labels of the load-more footer, which every listing keeps under the same keys. */
export function loadMoreLabelsOf(t: (key: keyof TLoadMoreLabels) => string): TLoadMoreLabels {
  return { loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('end'), error: t('error'), retry: t('retry') }
}
