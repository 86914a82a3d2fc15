import type { Payload } from 'payload'
import type { Locale } from '../../lib/i18n/config'

export type TMenuLink = { label: string; permalink: string }
export type TMenuItem = {
  type: string
  title: string
  intro: string
  permalink: string
  permalinkLabel: string
  links: TMenuLink[]
}

export async function getMenu(payload: Payload, locale: Locale): Promise<TMenuItem[]> {
  const nav = await payload.findGlobal({ slug: 'navigation', locale, depth: 0 })
  return (nav.items ?? []).map((item) => ({
    type: item.type,
    title: item.title,
    intro: item.intro ?? '',
    permalink: item.permalink,
    permalinkLabel: item.permalinkLabel ?? '',
    links: (item.links ?? []).map((link) => ({ label: link.label, permalink: link.permalink })),
  }))
}
