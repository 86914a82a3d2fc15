import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import type { TDeliveryFormat } from '@/backend/collections/EducationPrograms/options'
import type { TProgramDetail } from '@/backend/services/education/shapes'
import { JsonLd } from '@/components/seo/JsonLd'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { breadcrumbLd, courseLd } from '@/lib/seo/structured-data'
import { loadProgram, programAlternates } from './alternates'
import { ProgramDetailView } from './components/ProgramDetailView'
import { PROGRAM_DETAIL_ROUTE, programHref } from '@/lib/contracts/education/detail-routes'
import { isoDuration } from './duration'

type TDetailProps = { params: Promise<{ locale: string; id: string; title: string }> }

export async function generateMetadata({ params }: TDetailProps): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const program = await loadProgram(locale, id)
  if (!program) return {}
  return pageMetadata({
    locale,
    route: PROGRAM_DETAIL_ROUTE,
    params: { id: String(program.id), title: program.slug },
    title: program.title,
    image: program.image?.url,
    languages: await programAlternates(String(program.id)),
  })
}

/** /education/{id}/{title}: one program, main or other; a different slug redirects to the canonical URL. */
export async function ProgramDetailPage({ params }: TDetailProps) {
  const { locale, id, title } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const program = await loadProgram(locale, id)
  if (!program) notFound()
  if (title !== program.slug || id !== String(program.id)) permanentRedirect(programHref(locale, program))
  return (
    <>
      <JsonLd data={await structuredData(locale, program)} />
      <ProgramDetailView program={program} locale={locale} />
    </>
  )
}

const COURSE_MODES: Record<TDeliveryFormat, 'Online' | 'Onsite' | 'Blended'> = { online: 'Online', 'in-person': 'Onsite', blended: 'Blended' }

async function structuredData(locale: Locale, program: TProgramDetail) {
  const [tMeta, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'routes' })])
  const absolute = (path: string) => new URL(path, siteUrl()).toString()
  const url = absolute(programHref(locale, program))
  return [
    courseLd({
      name: program.title,
      description: program.summary || program.title,
      url,
      provider: { name: tMeta('siteName'), url: absolute(buildPath('/', locale)) },
      inLanguage: locale,
      image: program.image ? absolute(program.image.url) : null,
      mode: COURSE_MODES[program.deliveryFormat],
      workload: isoDuration(program.duration),
    }),
    breadcrumbLd([
      { name: tRoutes('/'), url: absolute(buildPath('/', locale)) },
      { name: tRoutes('/education'), url: absolute(buildPath('/education', locale)) },
      { name: program.title, url },
    ]),
  ]
}
