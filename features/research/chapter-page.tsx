import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { AlternateLanguagePaths } from '@/components/i18n/AlternatePaths'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ZChapterParams } from './api-params'
import { ResearchChapterView } from './components/ResearchChapterView'
import { researchChapterHref } from './detail-routes'
import { fetchResearchChapter } from './queries'

type TChapterProps = { params: Promise<{ locale: string; id: string; title: string }> }

const loadChapter = cache(async (locale: Locale, rawId: string) => {
  const parsed = ZChapterParams.safeParse({ id: rawId })
  return parsed.success ? fetchResearchChapter(locale, parsed.data.id) : null
})

type TChapter = NonNullable<Awaited<ReturnType<typeof loadChapter>>>
const chapterAlternates = (locale: Locale, chapter: TChapter) =>
  alternatePathsOf({ locale, item: chapter }, (other) => loadChapter(other, String(chapter.id)), researchChapterHref)

export async function generateMetadata({ params }: TChapterProps): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const chapter = await loadChapter(locale, id)
  if (!chapter) return {}
  return pageMetadata({
    locale,
    route: '/research/chapter/[id]/[title]',
    params: { id: chapter.id, title: chapter.slug },
    title: `${chapter.title} · ${chapter.research.title}`,
    languages: await chapterAlternates(locale, chapter),
  })
}

/** /research/chapter/{chapter id}/{title}: one chapter of a research; a different slug redirects. */
export async function ResearchChapterPage({ params }: TChapterProps) {
  const { locale, id, title } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const chapter = await loadChapter(locale, id)
  if (!chapter) notFound()
  if (title !== chapter.slug) permanentRedirect(researchChapterHref(locale, chapter))
  return (
    <>
      <AlternateLanguagePaths paths={await chapterAlternates(locale, chapter)} />
      <ResearchChapterView chapter={chapter} locale={locale} />
    </>
  )
}
