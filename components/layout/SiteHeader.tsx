import { getTranslations } from 'next-intl/server'
import { cache, type ReactNode } from 'react'
import { fetchMenu, fetchSiteSettings } from '@/lib/api/static'
import type { TAlternatePaths } from '@/lib/i18n/alternate-paths'
import { localeLabels, locales, type Locale } from '@/lib/i18n/config'
import { buildPath, localizePermalink } from '@/lib/i18n/resolve-path'
import { HeaderShell, type THeaderVariant } from './HeaderShell'
import type { THeaderLabels, TNavItem } from './nav-types'

// One navigation object per request: a page and its not-found fallback both render the header, and the
// serialised page then carries the menu once (the second header refers to the first) instead of twice.
const headerData = cache(async (locale: Locale) => {
  const [menu, settings, t, tNav] = await Promise.all([
    fetchMenu(locale),
    fetchSiteSettings(locale),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const navItems: TNavItem[] = (menu ?? []).map((item) => ({
    type: item.type,
    title: item.title,
    intro: item.intro,
    href: localizePermalink(item.permalink, locale),
    hrefLabel: item.permalinkLabel,
    toggleLabel: t('toggleSubmenu', { title: item.title }),
    links: item.links.map((link) => ({ label: link.label, href: localizePermalink(link.permalink, locale) })),
    groups: (item.feeds ?? []).map((feed) => ({
      kind: feed.kind,
      title: tNav(`feeds.${feed.kind}`),
      links: feed.items.map((entry) => ({ label: entry.title, href: localizePermalink(entry.permalink, locale) })),
    })),
  }))
  const labels: THeaderLabels = {
    skipToContent: t('skipToContent'),
    logoAlt: t('logoAlt'),
    openMenu: t('openMenu'),
    closeMenu: t('closeMenu'),
    search: { label: t('searchLabel'), placeholder: t('searchPlaceholder'), clear: t('searchClear'), submit: t('searchSubmit') },
    language: {
      label: t('language'),
      switchTo: Object.fromEntries(locales.map((other) => [other, t('switchTo', { language: localeLabels[other] })])) as Record<Locale, string>,
    },
    nav: { label: tNav('mainLabel'), home: tNav('home') },
  }
  return { navItems, labels, corporate: settings ? { url: settings.corporateUrl, label: settings.corporateLabel } : null }
})

/** Fetches the menu (cached, tagged) and hands localized links to the interactive header. */
export async function SiteHeader({
  locale,
  variant = 'default',
  title,
  alternates,
  account,
}: {
  locale: Locale
  variant?: THeaderVariant
  title?: string
  alternates?: TAlternatePaths
  account: ReactNode
}) {
  const { navItems, labels, corporate } = await headerData(locale)
  return (
    <HeaderShell
      locale={locale}
      labels={labels}
      variant={variant}
      title={title}
      navItems={navItems}
      homeHref={buildPath('/', locale)}
      searchPath={buildPath('/search/[searchKey]', locale, { searchKey: '' })}
      corporate={corporate}
      alternates={alternates}
      account={account}
    />
  )
}
