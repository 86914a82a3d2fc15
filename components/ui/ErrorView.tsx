import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { defaultLocale, isLocale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

/** Spec error page: 404 gets "OPPS!! " and the not-found texts; other codes show the message. */
export function ErrorView({ statusCode, message }: { statusCode: number; message?: string }) {
  const t = useTranslations('errors')
  const locale = useLocale()
  const notFound = statusCode === 404
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        {statusCode}
      </p>
      {notFound ? (
        <>
          <h1>
            {t('oops')}
            <span className="error-page__title">{t('notFoundTitle')}</span>
          </h1>
          <p className="error-page__lead">{t('notFoundText')}</p>
          <p>{t('notFoundMessage')}</p>
        </>
      ) : (
        <>
          <h1>{t('genericTitle')}</h1>
          <p className="error-page__lead">{message}</p>
        </>
      )}
      {/* Next's link with the home path, not next-intl's: its navigation code would ship with every page (the 404 view). */}
      <NextLink href={buildPath('/', isLocale(locale) ? locale : defaultLocale)} className="btn btn--primary">
        {t('backHome')}
      </NextLink>
    </section>
  )
}
