'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { useParams, usePathname as useShownPath } from 'next/navigation'
import { useRegisteredAlternates } from '@/components/i18n/AlternatePaths'
import { switcherHref } from '@/lib/i18n/alternate-paths'
import { locales, localeLabels, type Locale } from '@/lib/i18n/config'
import { Link, usePathname } from '@/lib/i18n/navigation'

/**
 * Links the current page to the same page in the other language, straight to its URL: a detail page
 * registers its URL in each language (its title slug differs, components/i18n/AlternatePaths); any other
 * page's comes from the route map (Indonesian without the /id prefix, which would only redirect).
 */
export function LanguageSwitcher() {
  const t = useTranslations('header')
  const current = useLocale() as Locale
  const route = usePathname()
  const params = useParams()
  const shownPath = useShownPath()
  const registered = useRegisteredAlternates()

  return (
    <nav className="lang-switcher" aria-label={t('language')}>
      {locales.map((locale) => {
        const linkProps = {
          hrefLang: locale,
          lang: locale,
          'aria-current': locale === current ? ('true' as const) : undefined,
          'aria-label': t('switchTo', { language: localeLabels[locale] }),
          className: locale === current ? 'is-active' : undefined,
        }
        const href = switcherHref({ locale, shownPath, registered, route, params })
        return href ? (
          // No prefetch, as next-intl does for a link to another language.
          <NextLink key={locale} href={href} prefetch={false} {...linkProps}>
            {locale.toUpperCase()}
          </NextLink>
        ) : (
          // A page outside the route map (a 404): next-intl builds the link from the router's template.
          <Link key={locale} href={{ pathname: route, params } as never} locale={locale} {...linkProps}>
            {locale.toUpperCase()}
          </Link>
        )
      })}
    </nav>
  )
}
