import 'server-only'
import { cookies } from 'next/headers'
import type { NextAuthOptions } from 'next-auth'
import type { OAuthConfig } from 'next-auth/providers/oauth'
import { providerConfig, SOCIAL_PROVIDERS, type TSocialProvider } from '../providers'
import { defaultLocale, isLocale, LOCALE_COOKIE } from '../../../../../lib/i18n/config'
import { buildPath } from '../../../../../lib/i18n/resolve-path'
import { sameOriginPath } from '../../../../../lib/redirect/same-origin'
import { siteUrl } from '../../../../../lib/seo/site-url'
import { finishSocialLogin } from './finish-social-login'
import { forwardCookies } from './forward-cookies'
import { nextAuthSecret } from './next-auth-secret'

type TClaims = { sub: string; name?: string; email?: string }
const LABELS: Record<TSocialProvider, string> = { google: 'Google', linkedin: 'LinkedIn' }

/** Authorization code flow with state and PKCE against the provider's OpenID configuration (configurable issuer). */
function oauthProvider(id: TSocialProvider): OAuthConfig<TClaims> | null {
  const config = providerConfig(id)
  if (!config) return null
  return {
    id,
    name: LABELS[id],
    type: 'oauth',
    wellKnown: `${config.issuer}/.well-known/openid-configuration`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: { params: { scope: 'openid email profile' } },
    // OpenID providers answer an ID token with the code; openid-client validates it (issuer, audience,
    // nonce against this browser's cookie) and its claims are the profile. The API checks it again.
    idToken: true,
    checks: ['pkce', 'state', 'nonce'],
    profile: (claims) => ({ id: claims.sub, name: claims.name, email: claims.email }),
  }
}

/** Where a sign-in returns: the page it started from (next-auth's callback-url cookie) when it is ours. */
function returnPath(callbackUrl: string | undefined, fallback: string): string {
  return sameOriginPath(callbackUrl, siteUrl(), fallback)
}

/**
 * next-auth only runs the provider dance. Its signIn callback hands the provider's ID token to the API, which
 * opens a portal session (the spec's cookies); next-auth keeps no session of its own (the callback
 * answers a URL, so none is created).
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: nextAuthSecret(),
    providers: SOCIAL_PROVIDERS.map(oauthProvider).filter((provider) => provider !== null),
    session: { strategy: 'jwt' },
    // Unprefixed paths are Indonesian; the login page shows next-auth's errors as a toast.
    pages: { signIn: buildPath('/login', defaultLocale), error: buildPath('/login', defaultLocale) },
    callbacks: {
      // Every URL next-auth redirects to (callbackUrl of sign-in and sign-out) passes the site's one check.
      redirect: ({ url, baseUrl }) => new URL(sameOriginPath(url, baseUrl, '/'), baseUrl).href,
      async signIn({ account, profile, user }) {
        const jar = await cookies()
        const cookieLocale = jar.get(LOCALE_COOKIE)?.value
        const locale = isLocale(cookieLocale) ? cookieLocale : defaultLocale
        const login = buildPath('/login', locale)
        if (!account) return login
        const result = await finishSocialLogin(locale, account, profile, user)
        if (!result.ok) return `${login}?socialError=${encodeURIComponent(result.message || 'error')}`
        await forwardCookies(result.setCookies)
        const callbackUrl = jar.get('__Secure-next-auth.callback-url')?.value ?? jar.get('next-auth.callback-url')?.value
        return returnPath(callbackUrl, buildPath('/user/dashboard', locale))
      },
    },
  }
}
