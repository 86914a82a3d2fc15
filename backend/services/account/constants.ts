/** Lifetimes and limits of the account flows (docs/decisions/003-accounts-and-sessions.md). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/**
 * A session unused this long ends, whatever its absolute lifetime (SESSION_IDLE_MINUTES, default 120: Moodle's
 * default idle timeout; a learner reading a long lecture or watching a video calls nothing for a while).
 */
export const sessionIdleMs = () => (Number(process.env.SESSION_IDLE_MINUTES) || 120) * 60 * 1000
/** Set in a Users write's context to keep the session that made a password or email change (Users hooks). */
export const KEEP_SESSION_ID = 'keepSessionId'
/** The session's last use (its updatedAt) is written at most this often, not on every call. */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000
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

/**
 * Signed-in steps that check a secret, each a guess: the current password (validate-password, change
 * password, delete account) and the mailed code (OTP verification, email change). Counted per account and,
 * separately, per client address (one address trying many stolen sessions), each step kind in one bucket.
 */
export const MEMBER_STEP_LIMITS = {
  password: RATE_LIMITS.login,
  otp: RATE_LIMITS.otp,
} as const

export const TOKEN_TYPE = 'Bearer'
