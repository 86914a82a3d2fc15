import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import type { AppPathname } from '@/lib/i18n/pathnames'

export const FEATURES = [
  'content',
  'accounts',
  'courses',
  'assessments',
  'discussion',
  'certificates',
  'cp3p',
  'events',
  'search',
] as const
export type TFeature = (typeof FEATURES)[number]

/** The honest state of a page whose feature has not launched yet: its real title, what is coming, a way home. */
export async function ComingSoon({ locale, route, feature }: { locale: Locale; route: AppPathname; feature: TFeature }) {
  const [t, tRoutes, tFeatures] = await Promise.all([
    getTranslations({ locale, namespace: 'comingSoon' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'features' }),
  ])
  return (
    <section className="coming-soon container" data-route={route}>
      <p className="badge">{t('badge')}</p>
      <h1>{tRoutes(route)}</h1>
      <h2 className="coming-soon__subtitle">{t('title')}</h2>
      <p>{t('body', { feature: tFeatures(feature) })}</p>
      <Link href="/" className="btn btn--primary">
        {t('backHome')}
      </Link>
    </section>
  )
}
