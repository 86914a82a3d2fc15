import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

export const PROGRAM_DETAIL_ROUTE = '/education/[id]/[title]' as const

type TProgramRef = { id: number; slug: string }

/** The CMS permalink form of a program's page (an internal route the site localizes): /education/<id>/<slug>. */
export function programPermalink(program: TProgramRef): string {
  return `/education/${program.id}/${encodeURIComponent(program.slug)}`
}

/** The canonical public URL of a program: /edukasi/<id>/<slug> or /en/education/<id>/<slug>. */
export function programHref(locale: Locale, program: TProgramRef): string {
  return buildPath(PROGRAM_DETAIL_ROUTE, locale, { id: String(program.id), title: program.slug })
}
