'use client'
import NextLink from '@/lib/navigation/Link'
import { usePathname } from 'next/navigation'
import { switcherHref, type TAlternatePaths } from '@/lib/i18n/alternate-paths'
import { locales, type Locale } from '@/lib/i18n/config'
import type { THeaderLabels } from './nav-types'

/**
 * Links the current page to the same page in the other language, straight to its URL: a detail page's
 * `alternates` come from its layout, resolved on the server, so its own title slug in each language is in
 * the HTML (features/detail-frame); any other page's come from the route map (Indonesian without the /id
 * prefix, which would only redirect). The shown path is read from Next's router, not next-intl's navigation,
 * whose client code the header then does not download (docs/decisions/045).
 */
export function LanguageSwitcher(props: { current: Locale; alternates?: TAlternatePaths; labels: THeaderLabels['language'] }) {
  const { current, alternates, labels } = props
  const pathname = usePathname()

  return (
    <nav className="lang-switcher" aria-label={labels.label}>
      {locales.map((locale) => (
        // No prefetch, as next-intl does for a link to another language.
        <NextLink
          key={locale}
          href={switcherHref({ locale, alternates, pathname })}
          prefetch={false}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          aria-label={labels.switchTo[locale]}
          className={locale === current ? 'is-active' : undefined}
        >
          {locale.toUpperCase()}
        </NextLink>
      ))}
    </nav>
  )
}
