import 'server-only'
import { cookies } from 'next/headers'

/** Copies the API's Set-Cookie lines (the session cookies) onto the response the browser receives. */
export async function forwardCookies(setCookies: string[]): Promise<void> {
  const jar = await cookies()
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const index = pair.indexOf('=')
    const name = pair.slice(0, index)
    const value = decodeURIComponent(pair.slice(index + 1))
    const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1]
    const has = (key: string) => attributes.some((part) => part.toLowerCase() === key.toLowerCase())
    const expires = attribute('Expires')
    jar.set(name, value, {
      path: attribute('Path') ?? '/',
      expires: expires ? new Date(expires) : undefined,
      httpOnly: has('HttpOnly'),
      secure: has('Secure'),
      sameSite: 'lax',
    })
  }
}
