import type { Endpoint } from 'payload'
import { z } from 'zod'
import { ZActivationBody, ZRegisterBody } from '../../../lib/contracts/account/schemas'
import { botCheckConfig, verifyBotCheck } from '../../lib/bot-check'
import { runAfterAnswer } from '../../lib/after-answer'
import { clientIp } from '../../lib/client-ip'
import { hitRateLimit } from '../../lib/rate-limit'
import { fail, ok } from '../../lib/respond'
import { parseQuery } from '../../lib/parse-query'
import { activateAccount } from '../../services/account/activate-account'
import { RATE_LIMITS } from '../../services/account/constants'
import { accountMessage } from '../../services/account/messages'
import { registerAccount } from '../../services/account/register-account'
import { guestHandler, noStore, parseBody } from '../handlers'

/** GET /user/account/bot-check: which check the sign-up form shows, with a fresh ALTCHA challenge when offline. */
export const botCheckEndpoint: Endpoint = {
  path: '/user/account/bot-check',
  method: 'get',
  handler: async () => noStore(ok(await botCheckConfig())),
}

/** POST /user/account/register: a learner account, inactive until the mailed link is opened. */
export const registerEndpoint: Endpoint = {
  path: '/user/account/register',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    const ip = clientIp(req)
    if (!(await hitRateLimit(req.payload, `register:${ip}`, RATE_LIMITS.register))) return fail(429, accountMessage('rateLimited', locale))
    const { data, error } = await parseBody(ZRegisterBody, req)
    if (error) return error
    const { botCheck, agreeTerms, confirmPassword, ...registration } = data
    void agreeTerms
    void confirmPassword
    if (!(await verifyBotCheck(req.payload, botCheck, ip))) return fail(400, accountMessage('botCheckFailed', locale))
    // A taken address is answered like a new one, in the same time: the account (or the mail telling the
    // owner of the attempt) is made after the answer, so neither the answer nor its timing tells.
    runAfterAnswer(req.payload, 'registration', () => registerAccount(req.payload, registration, locale))
    return ok({ email: registration.email }, accountMessage('registered', locale))
  }),
}

/** POST /user/account/validate: the activation link (linkVerification); success or danger for the alert. */
export const activationEndpoint: Endpoint = {
  path: '/user/account/validate',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    const { data, error } = await parseBody(ZActivationBody, req)
    if (error) return error
    return (await activateAccount(req.payload, data.linkVerification))
      ? ok({ status: true }, accountMessage('activated', locale))
      : fail(400, accountMessage('tokenInvalid', locale))
  }),
}

const ZCheckDuplicateQuery = z.object({ userId: z.email() })

/**
 * GET /user/account/check-duplicate?userId=<email>: spec section 7's call, kept for clients that make it, but
 * it answers exist: false for every address (issue 20: it told any visitor which addresses have accounts).
 * The register form no longer asks; a taken address learns of a sign-up attempt by mail.
 */
export const checkDuplicateEndpoint: Endpoint = {
  path: '/user/account/check-duplicate',
  method: 'get',
  handler: async (req) => {
    const { error } = parseQuery(ZCheckDuplicateQuery, req)
    if (error) return noStore(error)
    if (!(await hitRateLimit(req.payload, `check:${clientIp(req)}`, RATE_LIMITS.check))) return noStore(fail(429, 'Too many requests'))
    return noStore(ok({ exist: false }))
  },
}
