import type { Locale } from './config'

/**
 * Messages are messages/<locale>.json (shell and shared strings) plus one file per feature namespace,
 * messages/<locale>/<namespace>.json, so features add strings without touching each other's files.
 * Add a namespace here when adding its two files.
 */
export const FEATURE_NAMESPACES = ['elibrary', 'research', 'education', 'capacityBuilding', 'howItWorks', 'events', 'outreach', 'faq', 'legal', 'projectDocuments', 'about', 'banners', 'focusAreas', 'uniid', 'search', 'account', 'eventRegistration', 'cp3p', 'certificates', 'assessments', 'forum'] as const

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const core = (await import(`../../messages/${locale}.json`)).default as Record<string, unknown>
  const features = await Promise.all(
    FEATURE_NAMESPACES.map(async (namespace: string) => [
      namespace,
      (await import(`../../messages/${locale}/${namespace}.json`)).default,
    ]),
  )
  return { ...core, ...Object.fromEntries(features) }
}
