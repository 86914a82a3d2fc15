import type { Payload, PayloadRequest } from 'payload'
import { type Locale, locales } from '../../lib/i18n/config'
import { type AppPathname, pathnames } from '../../lib/i18n/pathnames'
import enMessages from '../../messages/en.json'
import idMessages from '../../messages/id.json'
import { ACCOUNT_PAGE_META } from './page-meta-copy/account'
import { CP3P_PAGE_META } from './page-meta-copy/cp3p'
import { MEMBER_PAGE_META } from './page-meta-copy/member'
import { PROGRAMME_PAGE_META } from './page-meta-copy/programmes'
import { SITE_PAGE_META } from './page-meta-copy/site'
import type { TPageMetaCopy, TStaticPathname } from './types'

// Typed as a full Record so a new static route without copy fails to compile.
const COPY: Record<TStaticPathname, TPageMetaCopy> = {
  ...SITE_PAGE_META,
  ...ACCOUNT_PAGE_META,
  ...PROGRAMME_PAGE_META,
  ...CP3P_PAGE_META,
  ...MEMBER_PAGE_META,
}

const TITLES = { id: idMessages.routes, en: enMessages.routes } satisfies Record<Locale, Record<AppPathname, string>>

function isStaticPathname(path: AppPathname): path is TStaticPathname {
  return !path.includes('[')
}

/** One PageMeta per route without parameters, titled like the route in messages/{locale}.json. */
export async function seedPageMeta(payload: Payload, req: PayloadRequest): Promise<void> {
  const paths = (Object.keys(pathnames) as AppPathname[]).filter(isStaticPathname)
  for (const path of paths) {
    let id: number | undefined
    for (const locale of locales) {
      const data = { title: TITLES[locale][path], ...COPY[path][locale] }
      if (id === undefined) {
        const doc = await payload.create({
          collection: 'page-meta',
          locale,
          data: { path, type: 'website', ...data },
          overrideAccess: true,
          req,
        })
        id = doc.id
      } else {
        await payload.update({ collection: 'page-meta', id, locale, data, overrideAccess: true, req })
      }
    }
  }
}
