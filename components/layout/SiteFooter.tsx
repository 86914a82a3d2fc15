import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { fetchSiteSettings } from '@/lib/api/static'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { Logo } from './Logo'
import { SocialIcon } from './SocialIcon'

const legalRoutes = ['/term-of-use', '/privacy-policy', '/cookies-policy', '/copyright', '/faq'] as const

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [settings, t, tRoutes] = await Promise.all([
    fetchSiteSettings(locale),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'routes' }),
  ])

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Logo />
          {settings && (
            <>
              <h2 className="site-footer__heading">{t('address')}</h2>
              <address className="site-footer__address">{settings.address}</address>
            </>
          )}
        </div>
        {settings && (
          <div>
            <h2 className="site-footer__heading">{t('contact')}</h2>
            <ul className="site-footer__list">
              <li>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
              <li>
                <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
              </li>
            </ul>
          </div>
        )}
        <div>
          <h2 className="site-footer__heading">{t('links')}</h2>
          <ul className="site-footer__list">
            {legalRoutes.map((route) => (
              <li key={route}>
                {/* Next's link with the path built here: next-intl's Link is a client component every page downloaded. */}
                <NextLink href={buildPath(route, locale)}>{tRoutes(route)}</NextLink>
              </li>
            ))}
          </ul>
        </div>
        {settings?.socialLinks?.length ? (
          <div>
            <h2 className="site-footer__heading">{t('followUs')}</h2>
            <ul className="site-footer__social">
              {settings.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} aria-label={link.name} rel="noopener" target="_blank">
                    <SocialIcon icon={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {settings && (
        <div className="site-footer__bottom">
          <p className="container">{settings.copyright}</p>
        </div>
      )}
    </footer>
  )
}
