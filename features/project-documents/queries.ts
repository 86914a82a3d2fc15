import 'server-only'
import type { TProjectDocumentKind } from '@/backend/collections/ProjectDocuments'
import type { TProjectDocument } from '@/backend/services/project-documents/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

export async function fetchProjectDocuments(locale: Locale, kind: TProjectDocumentKind): Promise<TProjectDocument[] | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.projectDocuments]).get<TApiEnvelope<TProjectDocument[]>>(`/static/${kind}`))
}
