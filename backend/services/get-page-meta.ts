import type { Payload } from 'payload'
import type { TPageMeta } from '../../lib/contracts/site'
import type { Locale } from '../../lib/i18n/config'

type TImage = { url?: string | null; sizes?: { og?: { url?: string | null } } } | number | null | undefined

function imageUrl(image: TImage): string | null {
  if (!image || typeof image === 'number') return null
  return image.sizes?.og?.url ?? image.url ?? null
}

/** Metadata stored for the path; paths without an entry get the site's defaults (title empty: the page names itself). */
export async function getPageMeta(payload: Payload, path: string, locale: Locale): Promise<TPageMeta> {
  const [found, settings] = await Promise.all([
    payload.find({ collection: 'page-meta', where: { path: { equals: path } }, limit: 1, locale, depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1 }),
  ])
  const entry = found.docs[0]
  const defaults = settings.defaultMeta
  return {
    title: entry?.title ?? '',
    keyword: entry?.keyword || defaults?.keyword || '',
    description: entry?.description || defaults?.description || '',
    type: entry?.type ?? 'website',
    image: imageUrl(entry?.image as TImage) ?? imageUrl(defaults?.image as TImage),
    path,
  }
}
