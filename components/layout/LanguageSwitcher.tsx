'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { useParams } from 'next/navigation'
import { switcherHref, type TAlternatePaths } from '@/lib/i18n/alternate-paths'
import { locales, localeLabels, type Locale } from '@/lib/i18n/config'
import { Link, usePathname } from '@/lib/i18n/navigation'

/**
 * Links the current page to the same page in the other language, straight to its URL: a detail page's
 * `alternates` come from its layout, resolved on the server, so its own title slug in each language is in
 * the HTML (features/detail-frame); any other page's come from the route map (Indonesian without the /id
 * prefix, which would only redirect).
 */
export function LanguageSwitcher({ alternates }: { alternates?: TAlternatePaths }) {
  const t = useTranslations('header')
  const current = useLocale() as Locale
  const route = usePathname()
  const params = useParams()

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
        const href = switcherHref({ locale, alternates, route, params })
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
