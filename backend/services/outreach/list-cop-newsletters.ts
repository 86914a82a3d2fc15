import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import { toNewsletter, type TNewsletter } from './shapes'

export type TNewsletterArchive = { newsletters: TNewsletter[]; totalData: number }

/** The newsletter archive, newest issue first, paged by skip and take; published issues only. */
export async function listCopNewsletters(
  payload: Payload,
  paging: { skip: number; take: number },
  locale: Locale,
): Promise<TNewsletterArchive> {
  const { page, limit, dropFirst } = pageWindow(paging.skip, paging.take)
  const found = await payload.find({
    collection: 'cop-newsletters',
    where: { _status: { equals: 'published' } },
    sort: ['-issueDate', '-id'],
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { newsletters: found.docs.slice(dropFirst).map(toNewsletter), totalData: found.totalDocs }
}
