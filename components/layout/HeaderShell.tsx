'use client'
import NextLink from '@/lib/navigation/Link'
import { usePathname } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import type { TAlternatePaths } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import type { THeaderLabels, TNavItem } from './nav-types'
import { SearchBox } from './SearchBox'
import { useScrolledPast } from './useScrolledPast'

export type THeaderVariant = 'default' | 'floating' | 'dashboard' | 'static'

type Props = {
  locale: Locale
  labels: THeaderLabels
  variant: THeaderVariant
  title?: string
  navItems: TNavItem[]
  homeHref: string
  /** The search route's path in this language up to the search key (`/en/search/`), for SearchBox. */
  searchPath: string
  corporate: { url: string; label: string } | null
  /** A detail page's path in each language, for the language switcher. */
  alternates?: TAlternatePaths
  /** The account corner (Login, or bell and member menu), from the accounts feature. */
  account: ReactNode
}

/** Spec: floats after 10 px of scroll on desktop unless the layout is fixed; mobile mode below 1100 px (CSS). */
const FLOAT_OFFSET = 10

export function HeaderShell({ locale, labels, variant, title, navItems, homeHref, searchPath, corporate, alternates, account }: Props) {
  const scrolled = useScrolledPast(FLOAT_OFFSET)
  const pathname = usePathname()
  // The drawer remembers the page it was opened on, so navigating anywhere closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null)
  const drawerOpen = drawerPath === pathname
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null)
  const floats = variant === 'default' || variant === 'floating'

  const classes = ['site-header', `site-header--${variant}`]
  if (floats && scrolled) classes.push('is-floating')
  if (drawerOpen) classes.push('drawer-open')

  return (
    <header className={classes.join(' ')}>
      <a href="#main-content" className="skip-link">
        {labels.skipToContent}
      </a>
      <div className="site-header__bar container">
        <NextLink href={homeHref} className="site-header__logo" aria-label={labels.logoAlt}>
          <Logo />
        </NextLink>
        {variant === 'dashboard' && title && <p className="site-header__title">{title}</p>}
        <div className="site-header__search desktop-only">
          <SearchBox id="header-search" searchPath={searchPath} labels={labels.search} />
        </div>
        <div className="site-header__actions">
          {corporate && (
            <a href={corporate.url} className="site-header__corporate desktop-only" rel="noopener" target="_blank">
              {corporate.label}
            </a>
          )}
          <div className="desktop-only">
            <LanguageSwitcher current={locale} alternates={alternates} labels={labels.language} />
          </div>
          {account}
          <button
            type="button"
            className="burger"
            aria-expanded={drawerOpen}
            aria-controls="site-drawer"
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <span className="visually-hidden">{drawerOpen ? labels.closeMenu : labels.openMenu}</span>
            <span className="burger__bars" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="site-header__nav" id="site-drawer">
        <div className="container">
          <div className="mobile-only drawer__search">
            <SearchBox id="drawer-search" searchPath={searchPath} labels={labels.search} />
          </div>
          <MainNav items={navItems} homeHref={homeHref} labels={labels.nav} onNavigate={() => setDrawerOpen(false)} />
          <div className="mobile-only drawer__footer">
            <LanguageSwitcher current={locale} alternates={alternates} labels={labels.language} />
            {corporate && (
              <a href={corporate.url} rel="noopener" target="_blank">
                {corporate.label}
              </a>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}
