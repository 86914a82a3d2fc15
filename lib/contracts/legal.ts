/**
 * The policy documents behind /static/misc/{term-condition, copyright, privacy-policy, cookie-policy} and
 * /static/online-course/forum-guidelines: one document per key.
 */
export const POLICY_KEYS = ['term-condition', 'copyright', 'privacy-policy', 'cookie-policy', 'forum-guidelines'] as const
export type TPolicyKey = (typeof POLICY_KEYS)[number]

/** The misc layout's side links (spec section 2), in menu order. */
export const MISC_ROUTES = ['/term-of-use', '/copyright', '/privacy-policy', '/cookies-policy'] as const
export type TMiscRoute = (typeof MISC_ROUTES)[number]

/** Which policy document each page shows (the spec names routes and calls differently). */
export const POLICY_KEY_OF: Record<TMiscRoute | '/forum-guideline', TPolicyKey> = {
  '/term-of-use': 'term-condition',
  '/copyright': 'copyright',
  '/privacy-policy': 'privacy-policy',
  '/cookies-policy': 'cookie-policy',
  '/forum-guideline': 'forum-guidelines',
}
