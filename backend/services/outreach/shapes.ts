import type { CommunityOfPractice, CopNewsletter, OutreachPage } from '../../payload-types'
import { fileOf, imageOf, type TFile, type TImage, type TRichText } from '../shapes'

/** A short titled point: a goal, a step to join, a benefit or an activity. */
export type TPoint = { title: string; description: string }
export type TLinkCard = { title: string; description: string; label: string; permalink: string }

export type TOutreachPage = { headline: string; intro: TRichText | null; image: TImage | null; links: TLinkCard[] }

export type TCopIntro = { title: string; body: TRichText | null; image: TImage | null }
export type TCopPurpose = { title: string; body: TRichText | null; points: TPoint[] }
export type TCopMembership = { title: string; eligibility: TRichText | null; steps: TPoint[]; joinLabel: string; joinUrl: string }
export type TCopBenefitActivity = { title: string; intro: string; benefits: TPoint[]; activities: TPoint[] }
export type TCopNewsletterSection = { title: string; intro: string }
export type TCopHighlightText = { title: string; summary: string; image: TImage | null; linkLabel: string }

export type TCopPage = {
  intro: TCopIntro
  purpose: TCopPurpose
  membership: TCopMembership
  benefitActivity: TCopBenefitActivity
  newsletter: TCopNewsletterSection
  highlight: TCopHighlightText
}

/** Spec section 7 cop-archive-newsletter item: title, issue date, summary, cover and the PDF to download. */
export type TNewsletter = {
  id: number
  title: string
  issueNumber: number | null
  issueDate: string
  summary: string
  image: TImage | null
  file: TFile | null
}

type TRows = { title: string; description?: string | null }[] | null | undefined

export function pointsOf(rows: TRows): TPoint[] {
  return (rows ?? []).map((row) => ({ title: row.title, description: row.description ?? '' }))
}

export function toOutreachPage(doc: OutreachPage): TOutreachPage {
  return {
    headline: doc.headline,
    intro: doc.intro ?? null,
    image: imageOf(doc.image),
    links: (doc.links ?? []).map((row) => ({
      title: row.title,
      description: row.description ?? '',
      label: row.label,
      permalink: row.permalink,
    })),
  }
}

export function toCopPage(doc: CommunityOfPractice): TCopPage {
  const { intro, purpose, membership, benefitActivity, newsletter, highlight } = doc
  return {
    intro: { title: intro.title, body: intro.body ?? null, image: imageOf(intro.image) },
    purpose: { title: purpose.title, body: purpose.body ?? null, points: pointsOf(purpose.points) },
    membership: {
      title: membership.title,
      eligibility: membership.eligibility ?? null,
      steps: pointsOf(membership.steps),
      joinLabel: membership.joinLabel ?? '',
      joinUrl: membership.joinUrl ?? '',
    },
    benefitActivity: {
      title: benefitActivity.title,
      intro: benefitActivity.intro ?? '',
      benefits: pointsOf(benefitActivity.benefits),
      activities: pointsOf(benefitActivity.activities),
    },
    newsletter: { title: newsletter.title, intro: newsletter.intro ?? '' },
    highlight: { title: highlight.title, summary: highlight.summary ?? '', image: imageOf(highlight.image), linkLabel: highlight.linkLabel ?? '' },
  }
}

export function toNewsletter(doc: CopNewsletter): TNewsletter {
  return {
    id: doc.id,
    title: doc.title,
    issueNumber: doc.issueNumber ?? null,
    issueDate: doc.issueDate,
    summary: doc.summary ?? '',
    image: imageOf(doc.cover),
    file: fileOf(doc.file),
  }
}
