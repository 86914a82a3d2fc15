import { APIError, type CollectionConfig, type CollectionSlug, type Config, type UploadConfig } from 'payload'

type TFileHandler = NonNullable<UploadConfig['handlers']>[number]
type TAfterChange = NonNullable<NonNullable<CollectionConfig['hooks']>['afterChange']>[number]

const UNAVAILABLE = {
  id: 'Penyimpanan berkas sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
  en: 'File storage is unavailable at the moment. Please try again shortly.',
}

/**
 * The adapter answers a missing object with an empty 404 and an unreachable bucket with a plain-text 500; the
 * file route answers both in the API's error shape instead, the second as 503 (a fault, not a bug of ours).
 */
export function inApiErrorShape(handler: TFileHandler): TFileHandler {
  const answer = async (...[req, args]: Parameters<TFileHandler>) => {
    const response = await handler(req, args)
    if (!(response instanceof Response) || response.status < 404 || response.status === 416) return response
    await response.body?.cancel()
    const [status, message] = response.status === 404 ? [404, 'Not Found'] : [503, 'Service Unavailable']
    return Response.json({ errors: [{ message }] }, { status })
  }
  // Payload types a handler's result as Response or void, sync or not, but not a Promise of either.
  return answer as TFileHandler
}

/**
 * The plugin stores the object after the row is written. When the bucket fails, a new row is removed again
 * (SQLite has no transaction to roll it back, decision 001) and the call answers 503 in the user's language
 * instead of Payload's 500.
 */
export function undoWhenStoreFails(storeHook: TAfterChange, slug: string): TAfterChange {
  return async (args) => {
    try {
      return await storeHook(args)
    } catch (error) {
      const { doc, operation, req } = args
      req.payload.logger.error({ err: error, msg: `An upload to ${slug} was not stored` })
      if (operation === 'create') await req.payload.db.deleteOne({ collection: slug as CollectionSlug, where: { id: { equals: doc.id } }, req }).catch(() => undefined)
      const language = req.i18n?.language === 'en' || req.locale === 'en' ? 'en' : 'id'
      throw new APIError(UNAVAILABLE[language], 503, undefined, true)
    }
  }
}

/** Applied after the plugin: its file handler and its upload hook (the last afterChange hook it added). */
export function withStorageFaultsHandled(config: Config, isStoredByAdapter: (upload: unknown) => boolean): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => {
      if (!isStoredByAdapter(collection.upload) || typeof collection.upload !== 'object') return collection
      const afterChange = collection.hooks?.afterChange ?? []
      const storeHook = afterChange.at(-1)
      return {
        ...collection,
        upload: { ...collection.upload, handlers: collection.upload.handlers?.map(inApiErrorShape) },
        hooks: { ...collection.hooks, afterChange: storeHook ? [...afterChange.slice(0, -1), undoWhenStoreFails(storeHook, collection.slug)] : afterChange },
      }
    }),
  }
}
