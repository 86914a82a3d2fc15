/** Spec section 3: the session cookies. auth-token is HttpOnly; the other two are readable by the page. */
export const AUTH_TOKEN_COOKIE = 'auth-token'
export const TYPE_TOKEN_COOKIE = 'type-token'
export const USER_TYPE_COOKIE = 'user-type'

export const STAFF_TYPES = ['lecturer', 'admin', 'mentor'] as const
