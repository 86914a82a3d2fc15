import NextAuth from 'next-auth'
import type { NextRequest } from 'next/server'
import { authOptions } from '@/backend/services/account/social/next-auth/auth-options'
import { siteUrl } from '@/lib/seo/site-url'

// next-auth builds its callback URLs from NEXTAUTH_URL; the site's public origin is SERVER_URL.
process.env.NEXTAUTH_URL ||= `${siteUrl().origin}/api/auth`

/** Google and LinkedIn sign-in (docs/decisions/003): next-auth's routes under /api/auth. */
function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request, context, authOptions())
}

export { handler as GET, handler as POST }
export const dynamic = 'force-dynamic'
