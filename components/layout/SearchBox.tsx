'use client'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import type { THeaderLabels } from './nav-types'

/**
 * Header search: submits to the search route with the typed text as key; has a clear control. `searchPath` is that
 * route's path in the page's language up to the key, from the server (SiteHeader), so the browser needs no route map.
 */
export function SearchBox({ id, searchPath, labels }: { id: string; searchPath: string; labels: THeaderLabels['search'] }) {
  const router = useRouter()
  const { navigate } = useProgressNavigation()
  const [query, setQuery] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    const searchKey = query.trim()
    if (!searchKey) return
    const path = searchPath + encodeURIComponent(searchKey)
    navigate(path, () => router.push(path))
  }

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={labels.placeholder}
        maxLength={200}
        autoComplete="off"
      />
      {query && (
        <button type="button" className="search-box__clear" onClick={() => setQuery('')} aria-label={labels.clear}>
          ×
        </button>
      )}
      <button type="submit" className="search-box__submit" aria-label={labels.submit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.39-1.42 1.42-5.39-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
    </form>
  )
}
