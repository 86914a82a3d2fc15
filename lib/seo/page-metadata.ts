import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { fetchPageMeta } from '@/lib/api/static'
import type { TAlternatePaths } from '@/lib/i18n/alternate-paths'
import { locales, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath, type TRouteParams } from '@/lib/i18n/resolve-path'
import { ogImagePath } from './og-image'
import { siteUrl } from './site-url'

const OG_LOCALES: Record<Locale, string> = { id: 'id_ID', en: 'en_US' }

/**
 * Title, keywords, description and Open Graph from /static/meta-data?path= (spec section 1),
 * plus canonical and hreflang alternates computed from the pathname map.
 * `title` overrides the stored title (detail pages name themselves); `image` is a detail page's own picture,
 * `label` the kicker of the generated share card used when neither it nor the stored metadata has an image.
 * `languages` gives a detail page's own path per language (its title slug differs between them).
 */
export async function pageMetadata(args: {
  locale: Locale
  route: AppPathname
  params?: TRouteParams
  title?: string
  image?: string | null
  label?: string
  languages?: TAlternatePaths
}): Promise<Metadata> {
  const { locale, route, params = {} } = args
  const [meta, t] = await Promise.all([
    fetchPageMeta(route, locale),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  const tRoutes = await getTranslations({ locale, namespace: 'routes' })
  const siteName = t('siteName')
  const pageTitle = args.title || meta?.title || tRoutes(route)
  const title = route === '/' ? `${siteName} | ${pageTitle}` : `${pageTitle} | ${siteName}`
  const description = meta?.description || t('defaultDescription')
  const canonical = buildPath(route, locale, params)
  // A detail page (it passes its own title) without a picture gets a card with its title rather than the site's default image.
  const card = () => ogImagePath({ locale, title: pageTitle, label: args.label ?? (route === '/' ? undefined : tRoutes(route)) })
  const image = args.image || (args.title ? card() : meta?.image || card())
  const languages = Object.fromEntries(locales.map((l) => [l, args.languages?.[l] ?? buildPath(route, l, params)]))

  return {
    metadataBase: siteUrl(),
    title,
    description,
    keywords: meta?.keyword || undefined,
    alternates: { canonical, languages: { ...languages, 'x-default': languages.id } },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName,
      type: meta?.type === 'article' ? 'article' : 'website',
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
