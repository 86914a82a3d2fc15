import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../lib/i18n/config'
import type { Config } from '../payload-types'

type TDraftGlobal = 'about-page' | 'expertise-page' | 'advocacy-page' | 'uniid-page'
type TGlobal<S extends TDraftGlobal> = Config['globals'][S]
type TData<S extends TDraftGlobal> = Omit<TGlobal<S>, 'id' | '_status' | 'updatedAt' | 'createdAt'>

/**
 * Publishes a global in Indonesian, then in English. The English builder gets the Indonesian save so it can send
 * each array row back with its id: rows without ids would replace the Indonesian rows instead of translating them.
 */
export async function saveBilingualGlobal<S extends TDraftGlobal>(
  payload: Payload,
  req: PayloadRequest,
  slug: S,
  build: (locale: Locale, saved: TGlobal<S> | null) => TData<S>,
): Promise<void> {
  const save = (locale: Locale, data: TData<S>) =>
    payload.updateGlobal({
      slug,
      locale,
      // TypeScript cannot resolve Payload's DeepPartial<…> over a generic slug; TData<S> is the exact shape.
      data: { ...data, _status: 'published' } as never,
      depth: 0,
      overrideAccess: true,
      req,
    }) as Promise<TGlobal<S>>
  const saved = await save('id', build('id', null))
  await save('en', build('en', saved))
}
