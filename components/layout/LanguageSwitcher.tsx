'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useParams } from 'next/navigation'
import { locales, localeLabels, type Locale } from '@/lib/i18n/config'
import { Link, usePathname } from '@/lib/i18n/navigation'

/** Links the current page to the same page in the other language (one pathname map serves both). */
export function LanguageSwitcher() {
  const t = useTranslations('header')
  const current = useLocale() as Locale
  const pathname = usePathname()
  const params = useParams()

  return (
    <nav className="lang-switcher" aria-label={t('language')}>
      {locales.map((locale) => (
        <Link
          key={locale}
          // The pathname template and params come from the router for the page being shown.
          href={{ pathname, params } as never}
          locale={locale}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          aria-label={t('switchTo', { language: localeLabels[locale] })}
          className={locale === current ? 'is-active' : undefined}
        >
          {locale.toUpperCase()}
        </Link>
      ))}
    </nav>
  )
}
