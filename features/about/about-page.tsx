import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PageBanner } from '@/features/banners/components/PageBanner'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { AdvisorsSection } from './components/AdvisorsSection'
import { AwardsSection } from './components/AwardsSection'
import { CeoNotesSection } from './components/CeoNotesSection'
import { JumpNav } from './components/JumpNav'
import { PartnershipSection } from './components/PartnershipSection'
import { PurposeSection } from './components/PurposeSection'
import { VisionMissionSection } from './components/VisionMissionSection'
import { WhatWeDoSection } from './components/WhatWeDoSection'
import { fetchAboutSections } from './queries'

type TProps = { params: Promise<{ locale: string }> }

/** The anchors the header's about dropdown links to (backend/seed/navigation-items.ts), in page order. */
export const ABOUT_ANCHORS = ['ceo-notes', 'our-purpose', 'vision-mission', 'what-we-do', 'awards', 'partnership', 'academic-advisor'] as const

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return pageMetadata({ locale, route: '/about-us' })
}

/** /about-us: the page banner, then one anchored section per part of the about-page global. */
export async function AboutUsPage({ params }: TProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [tRoutes, t, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'about' }),
    fetchAboutSections(locale),
  ])
  return (
    <>
      <PageBanner locale={locale} placement="about-us" heading={tRoutes('/about-us')} />
      <JumpNav label={t('onThisPage')} links={ABOUT_ANCHORS.map((id) => ({ id, label: t(`sections.${id}`) }))} />
      <CeoNotesSection data={sections.ceoNotes} />
      <PurposeSection data={sections.ourPurpose} />
      <VisionMissionSection data={sections.visionMission} />
      <WhatWeDoSection data={sections.whatWeDo} />
      <AwardsSection data={sections.awards} />
      <PartnershipSection data={sections.partnership} />
      <AdvisorsSection data={sections.advisors} />
    </>
  )
}
