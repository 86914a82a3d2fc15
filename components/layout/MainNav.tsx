'use client'
import NextLink from '@/lib/navigation/Link'
import { useState } from 'react'
import type { THeaderLabels, TNavItem, TNavLink } from './nav-types'

type Props = { items: TNavItem[]; homeHref: string; labels: THeaderLabels['nav']; onNavigate?: () => void }

/**
 * Main navigation. Dropdowns open on hover and keyboard focus on desktop (CSS), and by tapping
 * the toggle on narrow screens; the toggle is also the keyboard way to open one explicitly.
 */
export function MainNav({ items, homeHref, labels, onNavigate }: Props) {
  const [open, setOpen] = useState<string | null>(null)

  return (
    <nav className="main-nav" aria-label={labels.label}>
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <NextLink href={homeHref} className="main-nav__link" onClick={onNavigate}>
            {labels.home}
          </NextLink>
        </li>
        {items.map((item) => {
          const isOpen = open === item.type
          const panelId = `nav-panel-${item.type}`
          return (
            <li
              key={item.type}
              className={`main-nav__item has-dropdown${isOpen ? ' is-open' : ''}`}
              onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}
            >
              <NextLink href={item.href} className="main-nav__link" onClick={onNavigate}>
                {item.title}
              </NextLink>
              <button
                type="button"
                className="main-nav__toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-label={item.toggleLabel}
                onClick={() => setOpen(isOpen ? null : item.type)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                  <path fill="currentColor" d="m7 10 5 5 5-5z" />
                </svg>
              </button>
              <div className="main-nav__dropdown" id={panelId}>
                <div className="main-nav__intro">
                  <p className="main-nav__title">{item.title}</p>
                  {item.intro && <p>{item.intro}</p>}
                  {item.hrefLabel && (
                    <NextLink href={item.href} className="link-arrow" onClick={onNavigate}>
                      {item.hrefLabel}
                      {/* "Learn more" alone does not say where the link goes (Lighthouse link-text, WCAG 2.4.4). */}
                      <span className="visually-hidden">: {item.title}</span>
                    </NextLink>
                  )}
                </div>
                {(item.links.length > 0 || item.groups.length > 0) && (
                  <div className="main-nav__lists">
                    {item.links.length > 0 && <NavLinks links={item.links} onNavigate={onNavigate} />}
                    {item.groups.map((group) => (
                      <div key={group.kind} className="main-nav__group">
                        <p className="main-nav__group-title">{group.title}</p>
                        <NavLinks links={group.links} onNavigate={onNavigate} />
                      </div>
                    ))}
                  </div>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function NavLinks({ links, onNavigate }: { links: TNavLink[]; onNavigate?: () => void }) {
  return (
    <ul className="main-nav__links">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <NextLink href={link.href} onClick={onNavigate}>
            {link.label}
          </NextLink>
        </li>
      ))}
    </ul>
  )
}
