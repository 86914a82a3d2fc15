import type { Endpoint } from 'payload'
import { accountEndpoint, deleteAccountEndpoint, otpRequestEndpoint, otpVerifyEndpoint, updateEmailEndpoint } from './account'
import { loginEndpoint, logoutEndpoint, sessionExpiredEndpoint } from './login'
import { changePasswordEndpoint, resetPasswordEndpoint, resetRequestEndpoint, validatePasswordEndpoint } from './password'
import { profileEndpoint, updatePictureEndpoint, updateProfileEndpoint } from './profile'
import { personalDataEndpoints } from './personal-data'
import { socialEndpoints } from './social'
import { activationEndpoint, botCheckEndpoint, checkDuplicateEndpoint, registerEndpoint } from './register'

/** Spec section 7, Account: /user/account/..., /user/profile..., /otp/... */
export const accountEndpoints: Endpoint[] = [
  loginEndpoint,
  logoutEndpoint,
  sessionExpiredEndpoint,
  botCheckEndpoint,
  registerEndpoint,
  activationEndpoint,
  checkDuplicateEndpoint,
  resetRequestEndpoint,
  resetPasswordEndpoint,
  changePasswordEndpoint,
  validatePasswordEndpoint,
  accountEndpoint,
  deleteAccountEndpoint,
  otpRequestEndpoint,
  otpVerifyEndpoint,
  updateEmailEndpoint,
  profileEndpoint,
  updateProfileEndpoint,
  updatePictureEndpoint,
  ...personalDataEndpoints,
  ...socialEndpoints,
]
