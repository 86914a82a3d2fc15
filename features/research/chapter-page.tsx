import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { loadResearchChapter as loadChapter, researchChapterAlternates } from './alternates'
import { ResearchChapterView } from './components/ResearchChapterView'
import { researchChapterHref } from '@/lib/contracts/research/detail-routes'

type TChapterProps = { params: Promise<{ locale: string; id: string; title: string }> }

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
    languages: await researchChapterAlternates(String(chapter.id)),
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
      <ResearchChapterView chapter={chapter} locale={locale} />
    </>
  )
}
