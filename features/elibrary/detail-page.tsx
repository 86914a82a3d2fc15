import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import type { TELibrarySegment } from '@/lib/contracts/elibrary/kinds'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { articleLd, breadcrumbLd } from '@/lib/seo/structured-data'
import { elibraryAlternates, loadELibraryItem as loadItem } from './alternates'
import { ELibraryDetailView } from './components/ELibraryDetailView'
import { ELIBRARY_DETAIL_ROUTES, elibraryDetailHref } from '@/lib/contracts/elibrary/detail-routes'
import type { TELibraryDetail } from '@/backend/services/shapes'

type TDetailProps = { params: Promise<{ locale: string; id: string; title: string }> }

/**
 * The four e-library detail routes share one page. An item has one canonical URL (its type's page and its
 * title's slug): any other type segment or slug redirects there; an unknown id is a 404.
 */
export function elibraryDetailPage(segment: TELibrarySegment) {
  async function generateMetadata({ params }: TDetailProps): Promise<Metadata> {
    const { locale, id } = await params
    if (!isLocale(locale)) return {}
    const item = await loadItem(locale, id)
    if (!item) return {}
    const route = ELIBRARY_DETAIL_ROUTES[item.type]
    const languages = await elibraryAlternates(String(item.id))
    return pageMetadata({ locale, route, params: { id: String(item.id), title: item.slug }, title: item.title, image: item.image?.url, label: item.typeTitle, languages })
  }

  async function Page({ params }: TDetailProps) {
    const { locale, id, title } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const item = await loadItem(locale, id)
    if (!item) notFound()
    if (item.type !== segment || title !== item.slug || id !== String(item.id)) {
      permanentRedirect(elibraryDetailHref(locale, item))
    }
    return (
      <>
        <JsonLd data={await structuredData(locale, item)} />
        <ELibraryDetailView item={item} locale={locale} />
      </>
    )
  }

  return { generateMetadata, Page }
}

const LD_TYPES = { video: 'VideoObject', webinar: 'VideoObject', audio: 'AudioObject', opinion: 'Article', 'policy-brief': 'Article' } as const

async function structuredData(locale: Locale, item: TELibraryDetail) {
  const [tMeta, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'routes' })])
  const absolute = (path: string) => new URL(path, siteUrl()).toString()
  const url = absolute(elibraryDetailHref(locale, item))
  return [
    articleLd({
      type: LD_TYPES[item.kind as keyof typeof LD_TYPES] ?? 'CreativeWork',
      headline: item.title,
      description: item.excerpt,
      url,
      image: item.image ? absolute(item.image.url) : null,
      datePublished: item.publishedDate,
      inLanguage: locale,
      publisher: tMeta('siteName'),
      keywords: item.topics.map((topic) => topic.title),
    }),
    breadcrumbLd([
      { name: tRoutes('/'), url: absolute(buildPath('/', locale)) },
      { name: tRoutes('/e-library'), url: absolute(buildPath('/e-library', locale)) },
      { name: item.title, url },
    ]),
  ]
}
