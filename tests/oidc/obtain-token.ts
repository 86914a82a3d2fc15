import { createHash, randomBytes } from 'node:crypto'

type TClient = { clientId: string; clientSecret: string; redirectUri: string }
export type TTokens = { accessToken: string; idToken: string; nonce: string }

/**
 * Walks the local provider's authorization code flow with PKCE and a nonce over plain HTTP, as a browser
 * would (following redirects, keeping cookies, submitting the login and consent forms), and redeems the
 * code. Answers the access token (which the provider's userinfo endpoint accepts), the ID token and its nonce.
 */
export async function obtainTokens(issuer: string, client: TClient, login: string): Promise<TTokens> {
  const nonce = randomBytes(16).toString('base64url')
  const jar = new Map<string, string>()
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: client.redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce,
  })
  const request = async (url: string, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  let url = `${issuer}/auth?${query}`
  for (let step = 0; step < 12; step++) {
    const response = await request(url)
    const location = response.headers.get('location')
    if (location?.startsWith(client.redirectUri)) {
      const code = new URL(location).searchParams.get('code')
      if (!code) throw new Error(`No code in ${location}`)
      return { ...(await redeem(issuer, client, code, verifier)), nonce }
    }
    if (location) {
      url = new URL(location, issuer).href
      continue
    }
    const html = await response.text()
    const form = new URLSearchParams(html.includes('name="login"') ? { prompt: 'login', login, password: 'x' } : { prompt: 'consent' })
    const submitted = await request(url, form)
    url = new URL(submitted.headers.get('location') ?? url, issuer).href
  }
  throw new Error('The authorization flow did not finish')
}

async function redeem(issuer: string, client: TClient, code: string, verifier: string): Promise<Omit<TTokens, 'nonce'>> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier }),
  })
  const token = (await response.json()) as { access_token?: string; id_token?: string; error?: string }
  if (!token.access_token || !token.id_token) throw new Error(`token: ${token.error}`)
  return { accessToken: token.access_token, idToken: token.id_token }
}
