import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { ZNotificationPreferencesBody } from '../../../lib/contracts/notifications/preferences-body'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { fail, ok } from '../../lib/respond'
import { accountMessage } from '../../services/account/messages'
import { readPreferences, savePreferences, turnOff } from '../../services/notifications/preferences'
import { unsubscribedMessage, unsubscribeMessage, unsubscribePage, type TUnsubscribeProblem } from '../../services/notifications/unsubscribe-page'
import { verifyUnsubscribeToken } from '../../services/notifications/unsubscribe-token'
import { UNSUBSCRIBE_PATH } from '../../services/mail/outgoing-mail'
import { guestHandler, memberHandler, noStore, parseBody } from '../handlers'

const STATUS: Record<TUnsubscribeProblem, number> = { missing: 400, invalid: 403, gone: 404 }

/** A browser (the link opened, or its button pressed) gets a page; a mail provider's one-click POST gets JSON. */
const wantsPage = (req: PayloadRequest) => req.headers.get('accept')?.includes('text/html') ?? false

function pageResponse(html: string, status: number): Response {
  // The token is in the address: no referrer carries it to another site (same-origin keeps the Origin header the
  // button's POST needs; no-referrer would send "Origin: null", refused as a foreign write), and no cache keeps it.
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' } })
}

/**
 * The public unsubscribe link (RFC 8058): GET asks, POST turns the topic's e-mail off. No session needed; the mail
 * provider's POST comes without Origin, the page's button from this site, and a browser write from another site is
 * refused (guestHandler) like every guest write.
 */
function unsubscribeHandler(change: boolean): PayloadHandler {
  return guestHandler(async (req, locale: Locale) => {
    const settingsUrl = new URL(buildPath('/user/account-settings', locale), siteUrl()).href
    const token = req.searchParams?.get('token')
    const claim = verifyUnsubscribeToken(req.payload, token)
    const refuse = (problem: TUnsubscribeProblem) =>
      wantsPage(req) ? pageResponse(unsubscribePage({ locale, settingsUrl, state: 'problem', problem }), STATUS[problem]) : noStore(fail(STATUS[problem], unsubscribeMessage(problem, locale)))
    if (!claim) return refuse(token ? 'invalid' : 'missing')
    const exists = await req.payload.count({ collection: 'users', where: { id: { equals: claim.userId } }, overrideAccess: true })
    if (!exists.totalDocs) return refuse('gone')
    if (!change) {
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: token ?? '', locale })}`
      return wantsPage(req)
        ? pageResponse(unsubscribePage({ locale, settingsUrl, state: 'ask', topic: claim.topic, action }), 200)
        : noStore(ok({ topic: claim.topic, channel: 'email' }))
    }
    await turnOff(req.payload, claim.userId, 'email', claim.topic)
    return wantsPage(req)
      ? pageResponse(unsubscribePage({ locale, settingsUrl, state: 'done', topic: claim.topic }), 200)
      : noStore(ok({ topic: claim.topic, channel: 'email' }, unsubscribedMessage(claim.topic, locale)))
  })
}

const UNSUBSCRIBE = UNSUBSCRIBE_PATH.replace(/^\/api/, '')

/** Own notification preferences (docs/decisions/040), and the unsubscribe link of non-transactional mail. */
export const notificationPreferenceEndpoints: Endpoint[] = [
  {
    path: '/user/notification-preferences',
    method: 'get',
    handler: memberHandler(async (req, { user }) => ok(await readPreferences(req.payload, user.id))),
  },
  {
    path: '/user/notification-preferences',
    method: 'put',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZNotificationPreferencesBody, req)
      if (error) return error
      return ok(await savePreferences(req.payload, user.id, data), accountMessage('success', locale))
    }),
  },
  { path: UNSUBSCRIBE, method: 'get', handler: unsubscribeHandler(false) },
  { path: UNSUBSCRIBE, method: 'post', handler: unsubscribeHandler(true) },
]
