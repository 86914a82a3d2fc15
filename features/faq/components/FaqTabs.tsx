'use client'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import styles from './faq.module.css'

export type TFaqTab = { slug: string; title: string; href: string; panel: ReactNode }

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * The categories as ARIA tabs (arrow keys, Home and End move between them). Each tab is also a real link
 * to ?category=, so a page without JavaScript still switches; with it, switching is instant and the
 * address is updated in place so the open category can be shared.
 */
export function FaqTabs({ tabs, initial, label }: { tabs: TFaqTab[]; initial: string; label: string }) {
  const [selected, setSelected] = useState(initial)
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({})

  // A link to one question (/faq?category=x#faq-12, e.g. from search) opens its answer.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null
    if (target instanceof HTMLDetailsElement) {
      target.open = true
      target.scrollIntoView({ block: 'start' })
    }
  }, [])

  function select(slug: string) {
    setSelected(slug)
    const url = new URL(window.location.href)
    url.searchParams.set('category', slug)
    window.history.replaceState(window.history.state, '', url)
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, slug: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    select(slug)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const index = tabs.findIndex((tab) => tab.slug === selected)
    const next = tabs[move(index, tabs.length)]
    select(next.slug)
    refs.current[next.slug]?.focus()
  }

  return (
    <div className={styles.browser}>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <a
            key={tab.slug}
            ref={(node) => {
              refs.current[tab.slug] = node
            }}
            role="tab"
            id={`faq-tab-${tab.slug}`}
            href={tab.href}
            aria-selected={tab.slug === selected}
            aria-controls={`faq-panel-${tab.slug}`}
            tabIndex={tab.slug === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => onClick(event, tab.slug)}
          >
            {tab.title}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.slug}
          role="tabpanel"
          id={`faq-panel-${tab.slug}`}
          aria-labelledby={`faq-tab-${tab.slug}`}
          hidden={tab.slug !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
