import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { TResearchDetail } from '@/backend/services/research/shapes'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { articleLd, breadcrumbLd } from '@/lib/seo/structured-data'
import type { TResearchStatus } from '@/lib/contracts/research/api-params'
import { loadResearch, researchAlternates } from './alternates'
import { ResearchDetailView } from './components/ResearchDetailView'
import { researchDetailHref, researchDetailRoute } from '@/lib/contracts/research/detail-routes'

type TDetailProps = { params: Promise<{ locale: string; id: string; title: string }> }

/** The completed and on-going detail routes share one page; the wrong status segment or slug redirects. */
export function researchDetailPage(status: TResearchStatus) {
  async function generateMetadata({ params }: TDetailProps): Promise<Metadata> {
    const { locale, id } = await params
    if (!isLocale(locale)) return {}
    const research = await loadResearch(locale, id)
    if (!research) return {}
    const route = researchDetailRoute(research.type)
    const languages = await researchAlternates(String(research.id))
    return pageMetadata({ locale, route, params: { id: String(research.id), title: research.slug }, title: research.title, image: research.image?.url, languages })
  }

  async function Page({ params }: TDetailProps) {
    const { locale, id, title } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const research = await loadResearch(locale, id)
    if (!research) notFound()
    if (research.type !== status || title !== research.slug || id !== String(research.id)) {
      permanentRedirect(researchDetailHref(locale, research))
    }
    return (
      <>
        <JsonLd data={await structuredData(locale, research)} />
        <ResearchDetailView research={research} locale={locale} />
      </>
    )
  }

  return { generateMetadata, Page }
}

async function structuredData(locale: Locale, research: TResearchDetail) {
  const [tMeta, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'routes' })])
  const absolute = (path: string) => new URL(path, siteUrl()).toString()
  const url = absolute(researchDetailHref(locale, research))
  return [
    articleLd({
      type: 'ScholarlyArticle',
      headline: research.title,
      description: research.excerpt,
      url,
      image: research.image ? absolute(research.image.url) : null,
      inLanguage: locale,
      publisher: tMeta('siteName'),
      keywords: research.topics.map((topic) => topic.title),
    }),
    breadcrumbLd([
      { name: tRoutes('/'), url: absolute(buildPath('/', locale)) },
      { name: tRoutes('/research'), url: absolute(buildPath('/research', locale)) },
      { name: research.title, url },
    ]),
  ]
}
