/** Lifetimes and limits of the account flows (docs/decisions/003-accounts-and-sessions.md). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
export const ACTIVATION_LIFETIME_MS = 48 * 60 * 60 * 1000
export const RESET_LIFETIME_MS = 60 * 60 * 1000
export const OTP_LIFETIME_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5

/** Per account (email): this many wrong passwords lock it for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5
export const LOCK_MS = 15 * 60 * 1000

/** Per client IP, per window. LOGIN_RATE_LIMIT raises the sign-in one where many share an address (browser tests). */
export const RATE_LIMITS = {
  login: { limit: Number(process.env.LOGIN_RATE_LIMIT) || 20, windowMs: 15 * 60 * 1000 },
  register: { limit: 10, windowMs: 60 * 60 * 1000 },
  mail: { limit: 10, windowMs: 60 * 60 * 1000 },
  otp: { limit: 20, windowMs: 60 * 60 * 1000 },
  check: { limit: 60, windowMs: 15 * 60 * 1000 },
} as const

export const TOKEN_TYPE = 'Bearer'
