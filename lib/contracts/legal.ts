import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import type { TRichText } from './shapes'

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

/** A legal or policy document: rich text with the date it last changed. */
export type TPolicyPage = { key: TPolicyKey; title: string; summary: string; body: TRichText | null; lastUpdated: string }

const policyCall = (path: string) => defineEndpoint<TPolicyPage>()({ method: 'get', path, params: z.object({}) })

/** The call of each policy document: the legal pages under /static/misc, the course forum's rules under online-course. */
export const POLICY_CALLS: Record<TPolicyKey, ReturnType<typeof policyCall>> = {
  'term-condition': policyCall('/static/misc/term-condition'),
  copyright: policyCall('/static/misc/copyright'),
  'privacy-policy': policyCall('/static/misc/privacy-policy'),
  'cookie-policy': policyCall('/static/misc/cookie-policy'),
  'forum-guidelines': policyCall('/static/online-course/forum-guidelines'),
}
