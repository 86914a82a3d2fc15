import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TImage } from '../elibrary/shapes'

/** An educational event as the education page shows it; `permalink` is the internal /event/<id>/<title> route. */
export type TEducationEvent = {
  id: number
  title: string
  permalink: string
  startDate: string
  location: string
  image: TImage | null
}

/**
 * Spec: /static/education/event-highlight. Events are being built in another branch, so there is nothing
 * to read yet and this answers an empty list; the education page leaves the section out while it is empty.
 * At merge: read the latest published upcoming events of the education topic from the events collection
 * (overrideAccess: false) and map them to TEducationEvent here; the endpoint and the page need no change.
 */
export async function listEducationEvents(_payload: Payload, _locale: Locale, _take: number): Promise<TEducationEvent[]> {
  return []
}
