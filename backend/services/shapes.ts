import type { TELibrarySegment } from '../../lib/contracts/elibrary/kinds'
import type { TFile, TImage, TRichText, TTopicRef } from '../../lib/contracts/shapes'
import type { ElibraryType, LibraryFile, Media, Topic } from '../payload-types'

export type { TFile, TImage, TRichText, TTopicRef }

/** Spec section 3 listing item (id, title, module, type) plus what a card shows. */
export type TELibraryListingItem = {
  id: number
  title: string
  slug: string
  module: 'elibrary'
  type: TELibrarySegment
  typeId: number
  typeTitle: string
  kind: ElibraryType['kind']
  excerpt: string
  publishedDate: string
  year: number | null
  topics: TTopicRef[]
  image: TImage | null
  externalUrl: string | null
}

export type TELibraryDetail = TELibraryListingItem & {
  body: TRichText | null
  videoEmbedUrl: string | null
  audio: TFile | null
  file: TFile | null
  featured: boolean
  highlight: boolean
}

/** Payload prefixes upload URLs with serverURL; the site serves them itself, so keep them same-origin. */
export function uploadPath(url: string): string {
  const match = url.match(/^https?:\/\/[^/]+(\/api\/[\w-]+\/file\/.*)$/)
  return match ? match[1] : url
}

export function topicRefs(topics: (number | Topic)[] | null | undefined): TTopicRef[] {
  return (topics ?? []).flatMap((topic) => (typeof topic === 'object' ? [{ id: topic.id, title: topic.title }] : []))
}

export function imageOf(media: number | Media | null | undefined): TImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const card = media.sizes?.card
  return card?.url
    ? { url: uploadPath(card.url), alt: media.alt, width: card.width ?? null, height: card.height ?? null }
    : { url: uploadPath(media.url), alt: media.alt, width: media.width ?? null, height: media.height ?? null }
}

export function fileOf(file: number | LibraryFile | null | undefined): TFile | null {
  if (!file || typeof file === 'number' || !file.url) return null
  return { url: uploadPath(file.url), filename: file.filename ?? '', mimeType: file.mimeType ?? '', filesize: file.filesize ?? null }
}
