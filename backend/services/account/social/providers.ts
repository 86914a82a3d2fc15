export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export type TProviderConfig = { id: TSocialProvider; issuer: string; clientId: string; clientSecret: string }

const DEFAULT_ISSUERS: Record<TSocialProvider, string> = {
  google: 'https://accounts.google.com',
  linkedin: 'https://www.linkedin.com/oauth',
}

/**
 * A provider is on when its client id and secret are configured. The issuer (an OpenID Connect
 * discovery base) is configurable so tests and staging can point at a local OpenID provider.
 */
export function providerConfig(id: TSocialProvider): TProviderConfig | null {
  const prefix = id.toUpperCase()
  const clientId = process.env[`${prefix}_CLIENT_ID`]
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`]
  if (!clientId || !clientSecret) return null
  return { id, issuer: (process.env[`${prefix}_ISSUER`] || DEFAULT_ISSUERS[id]).replace(/\/$/, ''), clientId, clientSecret }
}
