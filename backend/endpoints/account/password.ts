import type { Endpoint } from 'payload'
import { ZChangePasswordBody, ZResetPasswordBody, ZResetRequestBody, ZValidatePasswordBody } from '../../../lib/contracts/account/schemas'
import { runAfterAnswer } from '../../lib/after-answer'
import { clientIp } from '../../lib/client-ip'
import { hitMemberStepLimit, hitRateLimit } from '../../lib/rate-limit'
import { fail, ok } from '../../lib/respond'
import { changePassword, checkPassword } from '../../services/account/change-password'
import { MEMBER_STEP_LIMITS, RATE_LIMITS } from '../../services/account/constants'
import { accountMessage } from '../../services/account/messages'
import { requestPasswordReset, resetPassword } from '../../services/account/reset-password'
import { guestHandler, memberHandler, parseBody } from '../handlers'

/** POST /user/account/reset: mails a reset link; the same answer whether or not the email is registered. */
export const resetRequestEndpoint: Endpoint = {
  path: '/user/account/reset',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    if (!(await hitRateLimit(req.payload, `mail:${clientIp(req)}`, RATE_LIMITS.mail))) return fail(429, accountMessage('rateLimited', locale))
    const { data, error } = await parseBody(ZResetRequestBody, req)
    if (error) return error
    // After the answer: a known address's token and mail took time an unknown one did not.
    runAfterAnswer(req.payload, 'password reset request', () => requestPasswordReset(req.payload, data.email, locale))
    return ok(null, accountMessage('resetSent', locale))
  }),
}

/** PUT /user/account/reset-password: the mailed keyToken and the new password; the link works once. */
export const resetPasswordEndpoint: Endpoint = {
  path: '/user/account/reset-password',
  method: 'put',
  handler: guestHandler(async (req, locale) => {
    const { data, error } = await parseBody(ZResetPasswordBody, req)
    if (error) return error
    return (await resetPassword(req.payload, data.keyToken, data.password))
      ? ok(null, accountMessage('passwordReset', locale))
      : fail(400, accountMessage('tokenInvalid', locale))
  }),
}

/** PUT /user/account/password: change password (default login type only), other sessions end. */
export const changePasswordEndpoint: Endpoint = {
  path: '/user/account/password',
  method: 'put',
  handler: memberHandler(async (req, { user, session, locale }) => {
    if (user.loginType !== 'default') return fail(403, accountMessage('socialOnly', locale))
    if (!(await hitMemberStepLimit(req.payload, 'password-check', { userId: user.id, ip: clientIp(req) }, MEMBER_STEP_LIMITS.password))) {
      return fail(429, accountMessage('rateLimited', locale))
    }
    const { data, error } = await parseBody(ZChangePasswordBody, req)
    if (error) return error
    return (await changePassword(req.payload, user, session.id, data.oldPassword, data.password))
      ? ok(null, accountMessage('passwordChanged', locale))
      : fail(400, accountMessage('wrongPassword', locale))
  }),
}

/** POST /user/account/validate-password: confirms the current password before a sensitive step. */
export const validatePasswordEndpoint: Endpoint = {
  path: '/user/account/validate-password',
  method: 'post',
  handler: memberHandler(async (req, { user, locale }) => {
    if (!(await hitMemberStepLimit(req.payload, 'password-check', { userId: user.id, ip: clientIp(req) }, MEMBER_STEP_LIMITS.password))) {
      return fail(429, accountMessage('rateLimited', locale))
    }
    const { data, error } = await parseBody(ZValidatePasswordBody, req)
    if (error) return error
    return (await checkPassword(req.payload, user.id, data.password))
      ? ok({ valid: true }, accountMessage('passwordValid', locale))
      : fail(400, accountMessage('wrongPassword', locale))
  }),
}
