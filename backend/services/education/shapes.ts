import { titleSlug } from '../../../lib/format/slug'
import { programPermalink } from '../../../lib/contracts/education/detail-routes'
import type { TDeliveryFormat, TDurationUnit, TProgramKind } from '../../collections/EducationPrograms/options'
import type { EducationProgram } from '../../payload-types'
import { imageOf, topicRefs, type TImage, type TRichText, type TTopicRef } from '../shapes'

export type TProgramDuration = { value: number; unit: TDurationUnit }

/**
 * A program as cards and lists show it. Spec section 3's main program is { title, permalink }; the rest is
 * what the page needs. `permalink` is the internal detail route (/education/<id>/<slug>), localized by the site.
 */
export type TProgramListingItem = {
  id: number
  title: string
  slug: string
  permalink: string
  module: 'education'
  type: TProgramKind
  summary: string
  image: TImage | null
  duration: TProgramDuration | null
  audience: string
  deliveryFormat: TDeliveryFormat
  topics: TTopicRef[]
}

export type TProgramDetail = TProgramListingItem & { body: TRichText | null; updatedAt: string }

function durationOf(doc: EducationProgram): TProgramDuration | null {
  const { value, unit } = doc.duration ?? {}
  return value && unit ? { value, unit } : null
}

export function toProgramListingItem(doc: EducationProgram): TProgramListingItem {
  const slug = titleSlug(doc.title)
  return {
    id: doc.id,
    title: doc.title,
    slug,
    permalink: programPermalink({ id: doc.id, slug }),
    module: 'education',
    type: doc.kind,
    summary: doc.summary ?? '',
    image: imageOf(doc.cover),
    duration: durationOf(doc),
    audience: doc.audience ?? '',
    deliveryFormat: doc.deliveryFormat,
    topics: topicRefs(doc.topics),
  }
}

export function toProgramDetail(doc: EducationProgram): TProgramDetail {
  return { ...toProgramListingItem(doc), body: doc.body ?? null, updatedAt: doc.updatedAt }
}
