import { getTranslations } from 'next-intl/server'
import NextLink from 'next/link'
import { fetchMenu } from '@/lib/api/static'
import type { Locale } from '@/lib/i18n/config'
import { localizePermalink } from '@/lib/i18n/resolve-path'

/** Home: the hero and one card per area of the main navigation (its intro from the CMS). */
export async function HomeView({ locale }: { locale: Locale }) {
  const [t, menu] = await Promise.all([getTranslations({ locale, namespace: 'home' }), fetchMenu(locale)])
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroBody')}</p>
        </div>
      </section>
      <section className="container section" aria-labelledby="home-areas">
        <h2 id="home-areas" className="section__title">
          {t('explore')}
        </h2>
        <ul className="card-grid">
          {(menu ?? []).map((item) => (
            <li key={item.type} className="card">
              <h3 className="card__title">{item.title}</h3>
              {item.intro && <p>{item.intro}</p>}
              <NextLink href={localizePermalink(item.permalink, locale)} className="link-arrow">
                {item.permalinkLabel || item.title}
              </NextLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
