import type { Endpoint } from 'payload'
import { ZDeleteAccountBody, ZOtpRequestBody, ZOtpVerifyBody } from '../../../lib/contracts/account/schemas'
import { clientIp } from '../../lib/client-ip'
import { hitMemberStepLimit, hitRateLimit } from '../../lib/rate-limit'
import { fail, ok } from '../../lib/respond'
import { clearedSessionCookies, withCookies } from '../../lib/session-cookies'
import { checkPassword } from '../../services/account/change-password'
import { changeEmail, requestEmailOtp, verifyEmailOtp } from '../../services/account/change-email'
import { MEMBER_STEP_LIMITS, RATE_LIMITS } from '../../services/account/constants'
import { deleteAccount } from '../../services/account/delete-account'
import { accountMessage } from '../../services/account/messages'
import { loadProfile } from '../../services/account/to-profile'
import { memberHandler, parseBody } from '../handlers'

/** GET /user/account: the signed-in member's profile (the header loads it when only the cookie is known). */
export const accountEndpoint: Endpoint = {
  path: '/user/account',
  method: 'get',
  handler: memberHandler(async (req, { user, locale }) => ok(await loadProfile(req.payload, user.id, locale))),
}

/** DELETE /user/account: with the acknowledgement (and the password for password accounts) erases the member's data. */
export const deleteAccountEndpoint: Endpoint = {
  path: '/user/account',
  method: 'delete',
  handler: memberHandler(async (req, { user, locale }) => {
    if (!(await hitMemberStepLimit(req.payload, 'password-check', { userId: user.id, ip: clientIp(req) }, MEMBER_STEP_LIMITS.password))) {
      return fail(429, accountMessage('rateLimited', locale))
    }
    const { data, error } = await parseBody(ZDeleteAccountBody, req)
    if (error) return fail(400, accountMessage('acknowledgeRequired', locale))
    if (user.loginType === 'default' && !(await checkPassword(req.payload, user.id, data.password ?? ''))) {
      return fail(400, accountMessage('wrongPassword', locale))
    }
    await deleteAccount(req.payload, user.id)
    return withCookies(ok(null, accountMessage('accountDeleted', locale)), clearedSessionCookies(req))
  }),
}

/** POST /otp/request: a code to the new address of an email change. */
export const otpRequestEndpoint: Endpoint = {
  path: '/otp/request',
  method: 'post',
  handler: memberHandler(async (req, { user, locale }) => {
    if (user.loginType !== 'default') return fail(403, accountMessage('socialOnly', locale))
    if (!(await hitRateLimit(req.payload, `otp:${user.id}`, RATE_LIMITS.mail))) return fail(429, accountMessage('rateLimited', locale))
    const { data, error } = await parseBody(ZOtpRequestBody, req)
    if (error) return error
    const result = await requestEmailOtp(req.payload, user, data.email, locale)
    return result === 'taken' ? fail(409, accountMessage('emailTaken', locale)) : ok(null, accountMessage('otpSent', locale))
  }),
}

/** POST /otp/verification: checks a code without spending it (wrong guesses count). */
export const otpVerifyEndpoint: Endpoint = {
  path: '/otp/verification',
  method: 'post',
  handler: memberHandler(async (req, { user, locale }) => {
    if (!(await hitMemberStepLimit(req.payload, 'otp-check', { userId: user.id, ip: clientIp(req) }, MEMBER_STEP_LIMITS.otp))) {
      return fail(429, accountMessage('rateLimited', locale))
    }
    const { data, error } = await parseBody(ZOtpVerifyBody, req)
    if (error) return error
    return (await verifyEmailOtp(req.payload, user.id, data.email, data.otp))
      ? ok({ valid: true }, accountMessage('otpValid', locale))
      : fail(400, accountMessage('otpInvalid', locale))
  }),
}

/** PUT /user/account/email: the new address and its code; the code is spent. */
export const updateEmailEndpoint: Endpoint = {
  path: '/user/account/email',
  method: 'put',
  handler: memberHandler(async (req, { user, session, locale }) => {
    if (user.loginType !== 'default') return fail(403, accountMessage('socialOnly', locale))
    if (!(await hitMemberStepLimit(req.payload, 'otp-check', { userId: user.id, ip: clientIp(req) }, MEMBER_STEP_LIMITS.otp))) {
      return fail(429, accountMessage('rateLimited', locale))
    }
    const { data, error } = await parseBody(ZOtpVerifyBody, req) // the new address and the code mailed to it
    if (error) return error
    return (await changeEmail(req.payload, user.id, data.email, data.otp, session.id))
      ? ok(await loadProfile(req.payload, user.id, locale), accountMessage('emailChanged', locale))
      : fail(400, accountMessage('otpInvalid', locale))
  }),
}
