/** One search result: what the results list shows and where it links (an internal route the site localizes). */
export type TSearchHit = {
  id: number
  module: string
  docId: number
  title: string
  snippet: string
  permalink: string
  kind: string | null
  kindLabel: string | null
  year: number | null
  date: string | null
  imageUrl: string | null
}

export type TSearchResult = { data: TSearchHit[]; totalData: number }

export type TSearchFilterOptions = {
  types: string[]
  topics: { id: number; title: string }[]
  years: number[]
}
