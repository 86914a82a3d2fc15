import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentSection } from '@/features/education/components/ContentSection'
import { JumpLinks } from '@/features/education/components/JumpLinks'
import { PageHero } from '@/features/education/components/PageHero'
import { StepList } from '@/features/education/components/StepList'
import content from '@/features/elibrary/components/content.module.css'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { HOW_IT_WORKS_AUDIENCES } from '@/lib/contracts/how-it-works'
import { fetchHowItWorksHighlight, fetchHowItWorksSteps } from './queries'

type TProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/how-it-works' })
}

/** /how-it-works: the highlight, then the portal's steps for learners (#learner) and lecturers (#lecturer). */
export async function HowItWorksPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [tRoutes, t, highlight, ...groups] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'howItWorks' }),
    fetchHowItWorksHighlight(locale),
    ...HOW_IT_WORKS_AUDIENCES.map((audience) => fetchHowItWorksSteps(locale, audience)),
  ])
  const shown = groups.flatMap((group) => (group && group.steps.length > 0 ? [group] : []))
  return (
    <>
      <PageHero
        kicker={tRoutes('/how-it-works')}
        title={highlight?.title || tRoutes('/how-it-works')}
        intro={highlight?.subtitle ?? ''}
        image={highlight?.image ?? null}
      />
      {shown.length > 1 && (
        <JumpLinks
          label={t('jump')}
          links={shown.map((group) => ({ href: `#${group.audience}`, label: group.title || t(`audiences.${group.audience}`) }))}
        />
      )}
      <div className={`container ${content.page}`}>
        {shown.length === 0 && <p className={content.empty}>{t('empty')}</p>}
        {shown.map((group) => (
          <ContentSection key={group.audience} id={group.audience} title={group.title || t(`audiences.${group.audience}`)} intro={group.intro}>
            <StepList steps={group.steps} locale={locale} testId={`steps-${group.audience}`} />
          </ContentSection>
        ))}
      </div>
    </>
  )
}
