import { reportError } from '@/lib/observability/report-error'
import type { Locale } from './config'

/**
 * Messages are messages/<locale>.json (shell and shared strings) plus one file per feature namespace,
 * messages/<locale>/<namespace>.json, so features add strings without touching each other's files.
 * Add a namespace here when adding its two files.
 */
export const FEATURE_NAMESPACES = ['elibrary', 'research', 'education', 'capacityBuilding', 'howItWorks', 'events', 'outreach', 'faq', 'legal', 'projectDocuments', 'about', 'banners', 'focusAreas', 'uniid', 'search', 'account', 'eventRegistration', 'cp3p', 'certificates', 'assessments', 'forum'] as const

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const core = await loadLogged(`messages/${locale}.json`, () => import(`../../messages/${locale}.json`))
  const features = await Promise.all(
    FEATURE_NAMESPACES.map(async (namespace: string) => [
      namespace,
      await loadLogged(`messages/${locale}/${namespace}.json`, () => import(`../../messages/${locale}/${namespace}.json`)),
    ]),
  )
  return { ...core, ...Object.fromEntries(features) }
}

/** Spec section 8: a locale file that fails to load is logged, naming the file, and the failure goes on up. */
export async function loadLogged(file: string, load: () => Promise<{ default: unknown }>): Promise<Record<string, unknown>> {
  try {
    return (await load()).default as Record<string, unknown>
  } catch (error) {
    reportError(error, { event: 'locale load failure', file })
    throw error
  }
}
