'use client'

/**
 * Google and professional-network sign-in buttons. They appear once the OAuth providers are configured
 * (docs/decisions/003); until then nothing is shown rather than buttons that cannot work.
 */
export function SocialSignIn() {
  return null
}
